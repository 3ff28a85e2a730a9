import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USED_VALUATION_PATH, type UsedAdDetail } from '@cvb/contracts';
import { formatPriceRange } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { valuationSearchOf } from '../valuation/valuation-url';

const Line = styled.p<{ $tone: 'below' | 'above' | 'in-line' }>`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  background: ${({ theme, $tone }) =>
    $tone === 'below'
      ? theme.colors.successSurface
      : $tone === 'above'
        ? theme.colors.dangerSurface
        : theme.colors.background};
  color: ${({ theme, $tone }) =>
    $tone === 'below' ? theme.colors.success : $tone === 'above' ? theme.colors.danger : theme.colors.text};
`;

const TEXT_KEY = {
  below: 'ad.estimateBelow',
  above: 'ad.estimateAbove',
  'in-line': 'ad.estimateInLine',
} as const;

/** "Priced 8 % below the estimate of ₹3.80 Lakh - ₹4.40 Lakh", and a link to how the estimate is made for it. */
export function EstimateLine({ ad }: { ad: UsedAdDetail }) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  if (!ad.estimate || !ad.priceVsEstimate) return null;
  const { direction, percent } = ad.priceVsEstimate;
  const search =
    ad.brandSlug && ad.modelSlug
      ? valuationSearchOf({
          vertical: ad.vertical,
          brand: ad.brandSlug,
          model: ad.modelSlug,
          year: ad.year,
          kms: ad.kmsDriven,
          owner: ad.owner,
          state: ad.stateSlug ?? undefined,
        })
      : '';
  return (
    <>
      <Line $tone={direction}>
        {t(TEXT_KEY[direction], {
          percent,
          range: formatPriceRange(ad.estimate.low, ad.estimate.high, locale),
        })}
      </Line>
      <Link to={`${USED_VALUATION_PATH}${search ? `?${search}` : ''}`}>{t('ad.howEstimated')}</Link>
    </>
  );
}
