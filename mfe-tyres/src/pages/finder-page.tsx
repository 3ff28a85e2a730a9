import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchTyreSizes, fetchTyresForVehicle, useApiData } from '@cvb/api-client';
import type { FinderVariant, TyreFitmentResult, TyreSizeOption } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { Field, FieldRow, FieldRowOfThirds } from '../components/styled';
import { TyreCard } from '../components/tyre-card';
import { useChosenVehicle, VehiclePicker } from '../components/vehicle-picker';
import { TyreBrandGrid } from './tyre-brands-page';

const WAYS = ['vehicle', 'size', 'brand'] as const;
type Way = (typeof WAYS)[number];

const Tabs = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(4)};
  button {
    min-height: 44px;
    padding: 0 16px;
    border-radius: 22px;
    border: 1px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

/** The variant step of the finder by vehicle: the model's variants, kept in the URL (?variant=). */
function VariantPicker({ variants }: { variants: FinderVariant[] }) {
  const { t } = useTranslation('tyres');
  const [params, setParams] = useSearchParams();
  function choose(value: string) {
    const merged = new URLSearchParams(params);
    if (value) merged.set('variant', value);
    else merged.delete('variant');
    setParams(merged, { replace: true });
  }
  return (
    <FieldRowOfThirds>
      <Field>
        {t('picker.variant')}
        <select value={params.get('variant') ?? ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('picker.choose')}</option>
          {variants.map((variant) => (
            <option key={variant.slug} value={variant.slug}>
              {variant.name}
            </option>
          ))}
        </select>
      </Field>
    </FieldRowOfThirds>
  );
}

/**
 * The model's variants; an older shell's shared api-client (a singleton) may drop the field, and then the
 * finder goes from the model straight to its sizes.
 */
const variantsOf = (data: TyreFitmentResult): FinderVariant[] =>
  (data as Partial<TyreFitmentResult>).variants ?? [];

/** Brand → model → variant → the sizes that fit, per axle → the tyres sold in each size. */
function ByVehicle() {
  const { t } = useTranslation('tyres');
  const vehicle = useChosenVehicle();
  const [params] = useSearchParams();
  const variant = params.get('variant') ?? '';
  const key = vehicle ? `${vehicle.vertical}/${vehicle.brand}/${vehicle.model}/${variant}` : '';
  const result = useApiData(
    (signal) =>
      vehicle
        ? fetchTyresForVehicle(variant ? { ...vehicle, variant } : vehicle, signal)
        : Promise.resolve(null),
    key,
  );
  return (
    <>
      <VehiclePicker kind="tyres" />
      {vehicle && (
        <ApiDataView result={result} skeleton={<Skeleton $height="360px" />}>
          {(data) =>
            data && (
              <>
                {variantsOf(data).length > 0 && <VariantPicker variants={variantsOf(data)} />}
                {variantsOf(data).length > 0 && !data.variant ? (
                  <p>{t('finder.chooseVariant')}</p>
                ) : (
                  <FitmentResults data={data} />
                )}
              </>
            )
          }
        </ApiDataView>
      )}
    </>
  );
}

function FitmentResults({ data }: { data: TyreFitmentResult }) {
  const { t } = useTranslation('tyres');
  const name = data.variant ? `${data.vehicle.modelName} ${data.variant.name}` : data.vehicle.modelName;
  return (
    <section aria-label={t('finder.resultsFor', { name })}>
      {data.fitments.map((fitment) => (
        <div key={fitment.position}>
          <SectionTitle>
            {t(`finder.fitment.${fitment.position}`, {
              name,
              size: fitment.sizeKey,
              count: fitment.tyreCount,
            })}
          </SectionTitle>
          {fitment.tyres.length === 0 ? (
            <p>{t('search.none')}</p>
          ) : (
            <CardGrid $wide>
              {fitment.tyres.slice(0, 9).map((tyre) => (
                <li key={tyre.id}>
                  <TyreCard tyre={tyre} size={fitment.sizeKey} />
                </li>
              ))}
            </CardGrid>
          )}
          {fitment.tyres.length > 9 && (
            <p>
              <Link to={`/tyres/search?size=${encodeURIComponent(fitment.sizeKey)}`}>
                {t('finder.allInSize', { size: fitment.sizeKey, count: fitment.tyres.length })}
              </Link>
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

const rimText = (rim: number) => (Number.isInteger(rim) ? String(rim) : rim.toFixed(1));

/** Width, then aspect ratio, then rim: each list offers only what exists with the choices before it. */
function BySize() {
  const { t } = useTranslation('tyres');
  const [params, setParams] = useSearchParams();
  const sizes = useApiData((signal) => fetchTyreSizes(signal), 'sizes');
  const width = params.get('width') ?? '';
  const aspect = params.get('aspect') ?? '';
  const rim = params.get('rim') ?? '';
  const all: TyreSizeOption[] = useMemo(() => (sizes.status === 'ready' ? sizes.data : []), [sizes]);
  const widths = [...new Set(all.map((s) => s.width))];
  const aspects = [...new Set(all.filter((s) => s.width === width).map((s) => String(s.aspectRatio)))];
  const rims = [
    ...new Set(
      all
        .filter((s) => s.width === width && String(s.aspectRatio) === aspect)
        .map((s) => rimText(s.rimInches)),
    ),
  ];
  const matching = all.filter(
    (s) => s.width === width && String(s.aspectRatio) === aspect && rimText(s.rimInches) === rim,
  );
  function choose(next: Record<string, string>) {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    setParams(merged, { replace: true });
  }
  return (
    <ApiDataView result={sizes} skeleton={<Skeleton $height="72px" />}>
      {() => (
        <>
          <FieldRow>
            <Field>
              {t('finder.width')}
              <select value={width} onChange={(e) => choose({ width: e.target.value, aspect: '', rim: '' })}>
                <option value="">{t('picker.choose')}</option>
                {widths.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              {t('finder.aspect')}
              <select
                value={aspect}
                disabled={!width}
                onChange={(e) => choose({ aspect: e.target.value, rim: '' })}
              >
                <option value="">{t('picker.choose')}</option>
                {aspects.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              {t('finder.rim')}
              <select value={rim} disabled={!aspect} onChange={(e) => choose({ rim: e.target.value })}>
                <option value="">{t('picker.choose')}</option>
                {rims.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </Field>
          </FieldRow>
          {matching.length > 0 && (
            <ul>
              {matching.map((size) => (
                <li key={size.sizeKey}>
                  <Link to={`/tyres/search?size=${encodeURIComponent(size.sizeKey)}`}>
                    {t('finder.sizeLink', { size: size.sizeKey, count: size.modelCount })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ApiDataView>
  );
}

/** /tyres/finder — by vehicle (type → brand → model → variant → sizes → tyres), by size, or by brand. */
export function TyreFinderPage() {
  const { t } = useTranslation('tyres');
  const [params, setParams] = useSearchParams();
  const way = (WAYS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as Way)
    : 'vehicle';
  return (
    <Container>
      <PageTitle>{t('finder.title')}</PageTitle>
      <Lead>{t('finder.lead')}</Lead>
      <Tabs role="tablist" aria-label={t('finder.ways')}>
        {WAYS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={way === item}
            onClick={() => setParams(new URLSearchParams({ by: item }), { replace: true })}
          >
            {t(`finder.by.${item}`)}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={t(`finder.by.${way}`)}>
        {way === 'vehicle' && <ByVehicle />}
        {way === 'size' && <BySize />}
        {way === 'brand' && <TyreBrandGrid />}
      </div>
    </Container>
  );
}
