import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';
import type { LeadFormKind } from '../form/lead-kinds';
import { Actions } from './field-styles';

const Message = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ThankYouStepProps {
  kind: LeadFormKind;
  vehicleName: string;
  onDone: () => void;
  doneRef: Ref<HTMLButtonElement>;
}

/** docs/domain.md#page-messages: the thank-you of the form (the test-drive booking's, the launch alert's promise to notify). */
export function ThankYouStep({ kind, vehicleName, onDone, doneRef }: ThankYouStepProps) {
  const { t } = useTranslation('leads');
  return (
    <>
      <Message role="status">
        <h3>{t('thanks.title')}</h3>
        <p>{t(`thanks.${kind}`, { name: vehicleName })}</p>
      </Message>
      <Actions>
        <Button type="button" ref={doneRef} onClick={onDone}>
          {t('thanks.done')}
        </Button>
      </Actions>
    </>
  );
}
