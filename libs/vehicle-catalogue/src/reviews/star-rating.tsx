import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Stars = styled.span`
  position: relative;
  display: inline-block;
  font-size: 1.25rem;
  line-height: 1;
  letter-spacing: 2px;
  color: ${({ theme }) => theme.colors.border};
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Five stars filled to `rating` (1–5), read out as "4.2 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stars role="img" aria-label={t('model.ratingOutOf', { rating: rating.toFixed(1) })}>
      ★★★★★
      <Filled aria-hidden="true" style={{ width: `${(rating / 5) * 100}%` }}>
        ★★★★★
      </Filled>
    </Stars>
  );
}
