import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';
import { Actions } from './field-styles';

const Message = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
`;

/** docs/operations.md#offline: the form was sent without a connection; it is kept and goes when the connection is back. */
export function WaitingStep({
  onClose,
  closeRef,
}: {
  onClose: () => void;
  closeRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('leads');
  return (
    <>
      <Message role="status">
        <h3>{t('offline.saved')}</h3>
        <p>{t('offline.savedText')}</p>
      </Message>
      <Actions>
        <Button type="button" ref={closeRef} onClick={onClose}>
          {t('offline.close')}
        </Button>
      </Actions>
    </>
  );
}
