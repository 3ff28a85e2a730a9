import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import { fetchRunningCost, useApiData } from '@cvb/api-client';
import {
  DEFAULT_CITY,
  defaultPlan,
  energyOf,
  verticalDefinition,
  type AssumptionKey,
  type OwnershipPlan,
  type RunningCostDefaults,
  type VehicleVertical,
} from '@cvb/contracts';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Container, DataState, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { costChoicesFrom, costChoicesQuery, type CostChoices } from './cost-url';
import { CostResults } from './cost-results';
import { ownershipResults, variantName } from './ownership-results';
import { PlanForm } from './plan-form';
import { VehicleSlots } from './vehicle-slots';

interface ViewProps {
  vertical: VehicleVertical;
  defaults: RunningCostDefaults;
  basePlan: OwnershipPlan;
}

function CostOfOwnershipView({ vertical, defaults, basePlan }: ViewProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => costChoicesFrom(params), [params]);
  const plan: OwnershipPlan = { ...basePlan, ...choices.plan };
  const city = choices.city ?? DEFAULT_CITY.slug;
  const write = (next: CostChoices, replace = true) => setParams(costChoicesQuery(next), { replace });

  const answer = useApiData(
    (signal) =>
      choices.variants.length === 0
        ? Promise.resolve(null)
        : fetchRunningCost(vertical, { variantSlugs: choices.variants, city, locale }, signal),
    `${vertical}:${choices.variants.join(',')}:${city}:${locale}`,
  );
  const data = answer.status === 'ready' ? answer.data : answer.status === 'loading' ? answer.previous : null;
  const names = new Map(data?.variants.map((variant) => [variant.slug, variantName(variant)]) ?? []);

  const onAssumption = (slug: string, key: AssumptionKey, value: number) => {
    const overrides = { ...choices.overrides, [slug]: { ...choices.overrides[slug], [key]: value } };
    // A fuel price is the city's, the same for every vehicle that burns that fuel.
    const energy = energyOf(data?.variants.find((v) => v.slug === slug)?.fuelType ?? '');
    if (key === 'energyPrice' && data)
      for (const variant of data.variants)
        if (energyOf(variant.fuelType) === energy)
          overrides[variant.slug] = { ...overrides[variant.slug], energyPrice: value };
    write({ ...choices, overrides });
  };

  return (
    <Container>
      <PageTitle>{t(`runningCost.title.${vertical}`)}</PageTitle>
      <Lead>{t(`runningCost.lead.${defaults.usageUnit}`)}</Lead>
      <Card>
        <VehicleSlots
          vertical={vertical}
          selection={choices.variants}
          names={names}
          onChange={(variants) => {
            const overrides = Object.fromEntries(
              Object.entries(choices.overrides).filter(([slug]) => variants.includes(slug)),
            );
            write({ ...choices, variants, overrides }, false);
          }}
        />
      </Card>
      <Card style={{ marginTop: 16 }}>
        <PlanForm
          unit={defaults.usageUnit}
          citySlug={city}
          onCity={(slug) => write({ ...choices, city: slug }, false)}
          plan={plan}
          onPlan={(change) => write({ ...choices, plan: { ...choices.plan, ...change } })}
        />
      </Card>
      {choices.variants.length === 0 ? (
        <p>
          <Muted>{t('runningCost.pickVehicles')}</Muted>
        </p>
      ) : (
        <DataState
          result={answer}
          skeleton={<Skeleton $height="360px" />}
          errorTexts={{ notFound: t('compare.missingVariant') }}
        >
          {(ready) =>
            ready && (
              <CostResults
                results={ownershipResults(ready, defaults, plan, choices.overrides)}
                unit={defaults.usageUnit}
                years={plan.years}
                onAssumption={onAssumption}
              />
            )
          }
        </DataState>
      )}
    </Container>
  );
}

/**
 * Cost of ownership of up to four variants, year by year, from the city's fuel price, the tyre catalogue, the
 * state's rules and the vertical's defaults; every choice and changed assumption is kept in the URL.
 */
export function CostOfOwnershipPage({ vertical }: { vertical: VehicleVertical }) {
  const definition = verticalDefinition(vertical);
  const basePlan = defaultPlan(definition);
  if (!definition.runningCost || !basePlan) return <RemoteNotFound />;
  return <CostOfOwnershipView vertical={vertical} defaults={definition.runningCost} basePlan={basePlan} />;
}
