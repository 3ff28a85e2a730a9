import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RunningCostEnergy, TripCost } from '@cvb/contracts';
import { rupees, rupeesAndPaise } from './money';

const Amounts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Headline = styled.p`
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

const unitOf = (energy: RunningCostEnergy) =>
  energy === 'electric' ? 'kwh' : energy === 'cng' ? 'kg' : 'litre';

/** Fuel used, the trip's cost, per km and per tonne; with a freight rate the profit and break-even rate. */
export function TripResult({ cost, energy }: { cost: TripCost; energy: RunningCostEnergy }) {
  const { t } = useTranslation('catalogue');
  const unit = unitOf(energy);
  return (
    <div aria-live="polite">
      <Amounts>
        <dt>{t(`tripCost.energyUsed.${unit}`)}</dt>
        <dd>{t(`tripCost.units.${unit}`, { value: cost.energyUsed.toFixed(1) })}</dd>
        <dt>{t('tripCost.energyCost')}</dt>
        <dd>{rupees(cost.energyCost)}</dd>
        <dt>{t('tripCost.total')}</dt>
        <dd>{rupees(cost.total)}</dd>
        <dt>{t('tripCost.costPerKm')}</dt>
        <dd>{rupeesAndPaise(cost.costPerKm)}</dd>
        {cost.costPerTonne !== null && (
          <>
            <dt>{t('tripCost.costPerTonne')}</dt>
            <dd>{rupeesAndPaise(cost.costPerTonne)}</dd>
          </>
        )}
        {cost.revenue !== null && cost.profit !== null && (
          <>
            <dt>{t('tripCost.revenue')}</dt>
            <dd>{rupees(cost.revenue)}</dd>
            <dt>{cost.profit < 0 ? t('tripCost.loss') : t('tripCost.profit')}</dt>
            <dd>{rupees(Math.abs(cost.profit))}</dd>
          </>
        )}
      </Amounts>
      {cost.breakEvenRatePerTonne !== null && (
        <Headline>{t('tripCost.breakEven', { rate: rupeesAndPaise(cost.breakEvenRatePerTonne) })}</Headline>
      )}
    </div>
  );
}
