import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@cvb/router';
import { fetchRunningCost, useApiData } from '@cvb/api-client';
import { verticalDefinition, type VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted } from '@cvb/ui';
import { rupeesAndPaise } from './money';
import { costOfOwnershipPath } from './running-cost-path';

const Line = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  strong {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export interface RunningCostLineProps {
  vertical: VehicleVertical;
  /** The variant the estimate is for (the model's cheapest). */
  variantSlug: string | undefined;
  city: { slug: string; name: string };
}

/** "Running cost ≈ ₹X per km" of a model's first variant in the city, linking to the full calculation. */
export function RunningCostLine({ vertical, variantSlug, city }: RunningCostLineProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const defaults = verticalDefinition(vertical).runningCost;
  const answer = useApiData(
    (signal) =>
      defaults && variantSlug
        ? fetchRunningCost(vertical, { variantSlugs: [variantSlug], city: city.slug, locale }, signal)
        : Promise.resolve(null),
    `${vertical}:${variantSlug}:${city.slug}:${locale}`,
  );
  const estimate = answer.status === 'ready' ? answer.data?.variants[0]?.estimate.costPerUnit : null;
  if (!defaults || !variantSlug || estimate === null || estimate === undefined) return null;
  return (
    <Line>
      <strong>
        {t(`runningCost.modelLine.${defaults.usageUnit}`, { amount: rupeesAndPaise(estimate) })}
      </strong>{' '}
      <Muted>{t('runningCost.modelNote', { years: defaults.years, city: city.name })}</Muted>{' '}
      <Link to={costOfOwnershipPath(vertical, [variantSlug], city.slug)}>{t('runningCost.modelLink')}</Link>
    </Line>
  );
}
