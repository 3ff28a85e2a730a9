import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Assumption, AssumptionKey, UsageUnit } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { media } from '@cvb/ui';
import { assumptionSource } from './assumption-source';
import { NumberField } from './number-field';
import { variantName, type OwnershipResult } from './ownership-results';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    font-weight: 700;
    cursor: pointer;
    min-height: 32px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The text key of an energy-use box: mileage for road engines, kWh a km for EVs, per hour for tractors. */
function energyUseKey(result: OwnershipResult, unit: UsageUnit): string {
  const electric = result.inputs.energy === 'electric';
  if (unit === 'hour') return electric ? 'kwhPerHour' : 'litresPerHour';
  if (electric) return 'kwhPerKm';
  return result.inputs.energy === 'cng' ? 'kmPerKg' : 'kmPerLitre';
}

/** Road engines are spoken of by mileage (km a litre); the formulas take its inverse. */
const asMileage = (result: OwnershipResult, unit: UsageUnit) =>
  unit === 'km' && result.inputs.energy !== 'electric';

export interface AssumptionFieldsProps {
  result: OwnershipResult;
  unit: UsageUnit;
  onChange: (key: AssumptionKey, value: number) => void;
}

/** Every assumption of one vehicle with its source, each one a box the visitor can change. */
export function AssumptionFields({ result, unit, onChange }: AssumptionFieldsProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const mileage = asMileage(result, unit);
  const labelOf = (assumption: Assumption) => {
    switch (assumption.key) {
      case 'energyPrice':
        return t(`runningCost.assumption.energyPrice.${result.inputs.energy ?? 'diesel'}`);
      case 'energyPerUnit':
        return t(`runningCost.assumption.energyUse.${energyUseKey(result, unit)}`);
      case 'tyreLife':
      case 'servicePerUnit':
        return t(`runningCost.assumption.${assumption.key}.${unit}`);
      default:
        return t(`runningCost.assumption.${assumption.key}`);
    }
  };
  return (
    <Details open>
      <summary>{t('runningCost.assumptions', { name: variantName(result.variant) })}</summary>
      <Grid>
        {result.inputs.assumptions.map((assumption) => {
          const inverted = assumption.key === 'energyPerUnit' && mileage;
          const value =
            inverted && assumption.value ? Number((1 / assumption.value).toFixed(2)) : assumption.value;
          return (
            <NumberField
              key={assumption.key}
              label={labelOf(assumption)}
              value={value}
              hint={assumptionSource(assumption, result.variant, unit, locale, t)}
              invalidText={t('runningCost.invalidNumber')}
              onValue={(typed) => {
                if (inverted && typed <= 0) return;
                onChange(assumption.key, inverted ? 1 / typed : typed);
              }}
            />
          );
        })}
      </Grid>
    </Details>
  );
}
