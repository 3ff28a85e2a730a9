import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchVariantDetail, useApiData } from '@cvb/api-client';
import type { VariantDetail, VehicleVertical } from '@cvb/contracts';
import { LeadActions, variantLeadKinds } from '@cvb/lead-forms';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector, type CityOption } from '@cvb/store';
import { Container, PageTitle } from '@cvb/ui';
import { CitySelect } from '../model-page/city-select';
import { DetailSkeleton } from '../model-page/detail-skeleton';
import { isNotFound } from '../model-page/not-found-error';
import { OnRoadBreakup } from '../model-page/on-road-breakup';
import { PriceByVariant } from '../model-page/price-by-variant';
import { rupees } from '../model-page/price-text';
import { Section } from '../model-page/section-styles';
import { SpecTable } from '../model-page/spec-table';
import { useDocumentTitle } from '../model-page/use-document-title';
import { usePriceCity } from '../model-page/use-price-city';
import { modelPath } from '../model-page/vertical-paths';
import { displayName } from '../search-page/model-card';
import { useCityName } from '../use-city-name';

/** The variant's artwork: a fixed 3:2 box, so the page does not move when the picture arrives. */
const Artwork = styled.img`
  display: block;
  width: 100%;
  max-width: 420px;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`;

interface VariantSectionsProps {
  vertical: VehicleVertical;
  page: VariantDetail;
  selectedCity: CityOption;
  onCityChange: (city: CityOption) => void;
}

function VariantSections({ vertical, page, selectedCity, onCityChange }: VariantSectionsProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const placeName = useCityName();
  const { model, variant, city } = page;
  const modelName = displayName(model);
  const others = page.variants.filter((other) => other.slug !== variant.slug);
  return (
    <>
      <header>
        <PageTitle>{`${modelName} ${variant.name}`}</PageTitle>
        <Artwork src={model.angleImage} alt={`${modelName} ${variant.name}`} width={420} height={280} />
        <p>
          {variant.price === null ? (
            <strong>{t('common:priceComingSoon')}</strong>
          ) : (
            <>
              {t('catalogue:model.exShowroomPrice')}: <strong>{rupees(variant.price, locale)}</strong>
            </>
          )}
        </p>
        <Link to={modelPath(vertical, model.brandSlug, model.slug)}>
          {t('catalogue:variant.backToModel', { model: modelName })}
        </Link>
        <LeadActions
          kinds={variantLeadKinds(model.status)}
          vehicle={{
            vertical,
            brandSlug: model.brandSlug,
            modelSlug: model.slug,
            variantSlug: variant.slug,
            name: `${modelName} ${variant.name}`,
          }}
        />
      </header>
      <Section title={t('catalogue:model.onRoadIn', { city: city.name })}>
        <CitySelect city={selectedCity} onChange={onCityChange} />
        {variant.onRoad === null ? (
          <p>{t('common:priceComingSoon')}</p>
        ) : (
          <>
            <OnRoadBreakup breakup={variant.onRoad} cityName={city.name} />
            <p>{t('catalogue:model.stateRules', { state: placeName(city.state) })}</p>
          </>
        )}
      </Section>
      <Section title={t('catalogue:variant.fullSpecs')}>
        <SpecTable
          vertical={vertical}
          specs={variant.specs}
          full
          caption={t('catalogue:variant.fullSpecs')}
        />
      </Section>
      <Section title={t('catalogue:variant.otherVariants', { model: modelName })}>
        {others.length === 0 ? (
          <p>{t('catalogue:variant.noOtherVariants')}</p>
        ) : (
          <PriceByVariant
            vertical={vertical}
            brandSlug={model.brandSlug}
            modelSlug={model.slug}
            variants={others}
            cityName={city.name}
            state={city.state}
          />
        )}
      </Section>
    </>
  );
}

/** A variant of a model (`/trucks/:brandSlug/:modelSlug/:variantSlug`): its price in the chosen city and full specs. */
export function VariantPage({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalogue');
  const { brandSlug = '', modelSlug = '', variantSlug = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const [city, chooseCity] = usePriceCity();
  const detail = useApiData(
    (signal) =>
      fetchVariantDetail(vertical, { brandSlug, modelSlug, variantSlug, city: city.slug, locale }, signal),
    `${vertical}/${brandSlug}/${modelSlug}/${variantSlug}?city=${city.slug}&locale=${locale}`,
  );
  const page =
    detail.status === 'ready' ? detail.data : detail.status === 'loading' ? detail.previous : undefined;
  useDocumentTitle(
    page &&
      t('variant.documentTitle', {
        name: `${displayName(page.model)} ${page.variant.name}`,
        city: page.city.name,
      }),
  );
  if (isNotFound(detail)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={detail} skeleton={<DetailSkeleton />}>
        {(data) => (
          <VariantSections vertical={vertical} page={data} selectedCity={city} onCityChange={chooseCity} />
        )}
      </ApiDataView>
    </Container>
  );
}
