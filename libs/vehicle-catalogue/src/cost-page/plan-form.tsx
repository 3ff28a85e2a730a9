import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OwnershipPlan, UsageUnit } from '@cvb/contracts';
import { media } from '@cvb/ui';
import { CitySelect } from './city-select';
import { NumberField } from './number-field';

export const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.large};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  > div:first-of-type {
    grid-column: 1 / -1;
  }
`;

export interface PlanFormProps {
  unit: UsageUnit;
  citySlug: string;
  onCity: (slug: string) => void;
  plan: OwnershipPlan;
  onPlan: (change: Partial<OwnershipPlan>) => void;
}

/** The city, the use, the period, the loan, and the driver's wage and tolls a month. */
export function PlanForm({ unit, citySlug, onCity, plan, onPlan }: PlanFormProps) {
  const { t } = useTranslation('catalogue');
  const number = (key: keyof OwnershipPlan, label: string) => (
    <NumberField
      key={key}
      label={label}
      value={plan[key]}
      invalidText={t('runningCost.invalidNumber')}
      onValue={(value) => onPlan({ [key]: value })}
    />
  );
  return (
    <Fields>
      <legend>{t('runningCost.plan')}</legend>
      <CitySelect value={citySlug} onChange={onCity} />
      {number('monthlyUsage', t(`runningCost.usage.${unit}`))}
      {number('years', t('runningCost.years'))}
      {number('downPaymentPercent', t('runningCost.downPayment'))}
      {number('annualRatePercent', t('runningCost.rate'))}
      {number('loanMonths', t('runningCost.tenure'))}
      {number('driverWagePerMonth', t('runningCost.driver'))}
      {number('tollsPerMonth', t('runningCost.tolls'))}
    </Fields>
  );
}
