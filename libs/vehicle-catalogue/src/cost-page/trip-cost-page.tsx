import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSearchParams } from '@cvb/router';
import { fetchRunningCost, fetchVehicleBrands, useApiData } from '@cvb/api-client';
import {
  DEFAULT_CITY,
  energyOf,
  ownershipInputs,
  tripCost,
  verticalDefinition,
  type RunningCostDefaults,
  type TripCostDefaults,
  type VehicleVertical,
} from '@cvb/contracts';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Container, DataState, Lead, Muted, PageTitle, SectionTitle, Skeleton, media } from '@cvb/ui';
import { BrandSelect, ModelSelect, VariantSelect } from '../compare-page/vehicle-selects';
import { assumptionSource } from './assumption-source';
import { NumberField } from './number-field';
import { variantName } from './ownership-results';
import { CitySelect } from './city-select';
import { Fields } from './plan-form';
import { TripResult } from './trip-result';
import { TRIP_PARAMS, tripChoicesFrom, tripChoicesQuery, type TripChoices } from './trip-url';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Pickers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The fuel price and mileage side by side, with room for their sources. */
const FuelFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const TRIP_LABELS: Record<keyof TripCostDefaults, string> = {
  distanceKm: 'tripCost.distance',
  loadTonnes: 'tripCost.load',
  tolls: 'tripCost.tolls',
  driverAllowance: 'tripCost.driverAllowance',
  loadingCharges: 'tripCost.loadingCharges',
};

function TripCostView({
  vertical,
  defaults,
  tripDefaults,
}: {
  vertical: VehicleVertical;
  defaults: RunningCostDefaults;
  tripDefaults: TripCostDefaults;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => tripChoicesFrom(params), [params]);
  const write = (next: TripChoices, replace = true) => setParams(tripChoicesQuery(next), { replace });
  const trip = { ...tripDefaults, ...choices.trip };
  const city = choices.city ?? DEFAULT_CITY.slug;
  const [brandSlug, setBrandSlug] = useState('');
  const [modelSlug, setModelSlug] = useState('');
  const resultId = useId();
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${vertical}:${locale}`,
  );
  const answer = useApiData(
    (signal) =>
      choices.variant === null
        ? Promise.resolve(null)
        : fetchRunningCost(vertical, { variantSlugs: [choices.variant], city, locale }, signal),
    `trip:${choices.variant}:${city}:${locale}`,
  );

  // A shared link names the variant only: the pickers show its brand and model until the visitor picks others.
  const linked = answer.status === 'ready' ? answer.data?.variants[0] : undefined;
  const shownBrand = brandSlug || linked?.brandSlug || '';
  const shownModel = brandSlug ? modelSlug : modelSlug || linked?.modelSlug || '';

  return (
    <Container>
      <PageTitle>{t('tripCost.title')}</PageTitle>
      <Lead>{t('tripCost.lead')}</Lead>
      <Layout>
        <Card>
          <Fields as="div" style={{ display: 'block' }}>
            <SectionTitle style={{ marginTop: 0 }}>{t('tripCost.truck')}</SectionTitle>
            <Pickers>
              <BrandSelect
                brands={brands}
                value={shownBrand}
                onChange={(slug) => {
                  setBrandSlug(slug);
                  setModelSlug('');
                }}
              />
              <ModelSelect
                vertical={vertical}
                brandSlug={shownBrand}
                value={shownModel}
                onChange={(slug) => {
                  setBrandSlug(shownBrand);
                  setModelSlug(slug);
                }}
              />
              <VariantSelect
                vertical={vertical}
                brandSlug={shownBrand}
                modelSlug={shownModel}
                excluded={[]}
                onChoose={(variant) =>
                  write({ ...choices, variant: variant.slug, fuelPrice: null, efficiency: null }, false)
                }
              />
            </Pickers>
          </Fields>
          <PlanTrip
            trip={trip}
            city={city}
            choices={choices}
            onTrip={(change) => write({ ...choices, trip: { ...choices.trip, ...change } })}
            onCity={(slug) => write({ ...choices, city: slug, fuelPrice: null }, false)}
            onRate={(rate) => write({ ...choices, freightRate: rate })}
          />
        </Card>
        <Card as="section" aria-labelledby={resultId}>
          <SectionTitle id={resultId} style={{ marginTop: 0 }}>
            {t('tripCost.result')}
          </SectionTitle>
          {choices.variant === null ? (
            <Muted>{t('tripCost.pickTruck')}</Muted>
          ) : (
            <DataState
              result={answer}
              skeleton={<Skeleton $height="240px" />}
              errorTexts={{ notFound: t('compare.missingVariant') }}
            >
              {(data) => {
                const variant = data?.variants[0];
                if (!data || !variant) return null;
                const inputs = ownershipInputs(variant, data, defaults);
                const energy = energyOf(variant.fuelType) ?? 'diesel';
                const electric = energy === 'electric';
                const priceAssumption = inputs.assumptions.find((a) => a.key === 'energyPrice');
                const useAssumption = inputs.assumptions.find((a) => a.key === 'energyPerUnit');
                const specEfficiency = useAssumption?.value
                  ? electric
                    ? useAssumption.value
                    : Number((1 / useAssumption.value).toFixed(2))
                  : null;
                const efficiency = choices.efficiency ?? specEfficiency;
                const fuelPrice = choices.fuelPrice ?? priceAssumption?.value ?? null;
                const energyPerKm = efficiency ? (electric ? efficiency : 1 / efficiency) : null;
                return (
                  <>
                    <p>
                      <strong>{variantName(variant)}</strong>
                    </p>
                    <FuelFields>
                      <NumberField
                        label={t(`runningCost.assumption.energyPrice.${energy}`)}
                        value={fuelPrice}
                        hint={
                          choices.fuelPrice === null && priceAssumption
                            ? assumptionSource(priceAssumption, variant, 'km', locale, t)
                            : t('runningCost.source.yours')
                        }
                        invalidText={t('runningCost.invalidNumber')}
                        onValue={(value) => write({ ...choices, fuelPrice: value })}
                      />
                      <NumberField
                        label={t(
                          `runningCost.assumption.energyUse.${electric ? 'kwhPerKm' : energy === 'cng' ? 'kmPerKg' : 'kmPerLitre'}`,
                        )}
                        value={efficiency}
                        hint={
                          choices.efficiency === null && useAssumption
                            ? assumptionSource(useAssumption, variant, 'km', locale, t)
                            : t('runningCost.source.yours')
                        }
                        invalidText={t('runningCost.invalidNumber')}
                        onValue={(value) => value > 0 && write({ ...choices, efficiency: value })}
                      />
                    </FuelFields>
                    {energyPerKm === null || fuelPrice === null ? (
                      <p>{t('tripCost.needsFigures')}</p>
                    ) : (
                      <TripResult
                        energy={energy}
                        cost={tripCost({
                          ...trip,
                          energyPerKm,
                          energyPrice: fuelPrice,
                          freightRatePerTonne: choices.freightRate,
                        })}
                      />
                    )}
                  </>
                );
              }}
            </DataState>
          )}
        </Card>
      </Layout>
    </Container>
  );
}

interface PlanTripProps {
  trip: TripCostDefaults;
  city: string;
  choices: TripChoices;
  onTrip: (change: Partial<TripCostDefaults>) => void;
  onCity: (slug: string) => void;
  onRate: (rate: number) => void;
}

/** The city (for its fuel price), distance, load, tolls, allowance, loading and the freight rate. */
function PlanTrip({ trip, city, choices, onTrip, onCity, onRate }: PlanTripProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Fields>
      <legend>{t('tripCost.trip')}</legend>
      <CitySelect value={city} onChange={onCity} />
      {(Object.values(TRIP_PARAMS) as (keyof TripCostDefaults)[]).map((key) => (
        <NumberField
          key={key}
          label={t(TRIP_LABELS[key])}
          value={trip[key]}
          invalidText={t('runningCost.invalidNumber')}
          onValue={(value) => onTrip({ [key]: value })}
        />
      ))}
      <NumberField
        label={t('tripCost.freightRate')}
        value={choices.freightRate}
        invalidText={t('runningCost.invalidNumber')}
        onValue={onRate}
      />
    </Fields>
  );
}

/**
 * What one trip costs, per tonne, and with a freight rate its profit and break-even rate: for a vertical whose
 * definition has trip defaults (trucks today).
 */
export function TripCostPage({ vertical }: { vertical: VehicleVertical }) {
  const defaults = verticalDefinition(vertical).runningCost;
  if (!defaults?.trip) return <RemoteNotFound />;
  return <TripCostView vertical={vertical} defaults={defaults} tripDefaults={defaults.trip} />;
}
