import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Banner = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff7ed;
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.large};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

/** Says, above everything, that the page shows an unpublished draft that only editors can see. */
export function PreviewBanner() {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <Banner role="note" aria-labelledby={titleId}>
      <strong id={titleId}>{t('model.preview.banner')}</strong>
      <p>{t('model.preview.note')}</p>
    </Banner>
  );
}
