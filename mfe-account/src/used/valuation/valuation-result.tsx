import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usedBrandPath, type UsedValuation } from '@cvb/contracts';
import { formatPriceRange, formatRupees, groupIndian } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card } from '@cvb/ui';
import { withMaker } from '../common/ad-title';

const Range = styled.p`
  font-size: 1.75rem;
  font-weight: 800;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** A change in whole percent with its sign: 0.96 gives "−4", 1.03 gives "+3". */
export function signedPercent(factor: number): string {
  const percent = Math.round((factor - 1) * 100);
  if (percent === 0) return '0';
  return percent > 0 ? `+${percent}` : `−${Math.abs(percent)}`;
}

/** The estimate as a range, and every step that made it: new price, age, kilometres, owners, similar ads. */
export function ValuationResult({
  valuation,
  brand,
  model,
}: {
  valuation: UsedValuation;
  brand: string;
  model: string;
}) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const { newPrice, comparison } = valuation;
  const modelName = withMaker(newPrice.brandName, newPrice.modelName);
  const name = newPrice.variantName ? `${modelName} ${newPrice.variantName}` : modelName;
  return (
    <Card as="section" aria-labelledby="used-valuation-result">
      <h2 id="used-valuation-result">{t('valuation.result')}</h2>
      <Range>{formatPriceRange(valuation.low, valuation.high, locale)}</Range>
      <h3>{t('valuation.how')}</h3>
      <Steps>
        <li>
          {name}: {t('valuation.newPrice', { price: formatRupees(newPrice.amount, locale) })}
        </li>
        <li>
          {t('valuation.age', {
            years: valuation.ageYears,
            percent: Math.round(valuation.curveRetained * 100),
          })}
        </li>
        {valuation.adjustments.map((adjustment) => (
          <li key={adjustment.kind}>
            {t(adjustment.kind === 'kms' ? 'valuation.kmsAdjust' : 'valuation.ownerAdjust', {
              percent: signedPercent(adjustment.factor),
            })}
            {adjustment.expectedKms !== null &&
              ` (${t('valuation.expectedKms', { kms: groupIndian(adjustment.expectedKms) })})`}
          </li>
        ))}
        <li>
          {comparison.used
            ? `${t('valuation.checked', { count: comparison.count })}${
                comparison.medianPrice !== null
                  ? ` (${t('valuation.median', { price: formatRupees(comparison.medianPrice, locale) })})`
                  : ''
              }`
            : t('valuation.notChecked')}
        </li>
      </Steps>
      <Link to={`${usedBrandPath(valuation.vertical, brand)}?model=${encodeURIComponent(model)}`}>
        {t('valuation.seeAds', { model: modelName })}
      </Link>
    </Card>
  );
}
