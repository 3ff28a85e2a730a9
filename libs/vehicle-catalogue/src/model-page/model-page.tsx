import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import type { ModelDetail, VehicleVertical } from '@cvb/contracts';
import { LeadActions, modelLeadKinds } from '@cvb/lead-forms';
import { HydrateWhenSeen, RemoteNotFound } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector, type CityOption } from '@cvb/store';
import { Container, DataState } from '@cvb/ui';
import { displayName } from '../search-page/model-card';
import { CitySelect } from './city-select';
import { ColourList } from './colour-list';
import { DetailSkeleton } from './detail-skeleton';
import { ExpertReview } from './expert-review';
import { FaqList } from './faq-list';
import { ModelOverview } from './model-overview';
import { ModelTools } from './model-tools';
import { RunningCostLine } from '../cost-page/running-cost-line';
import { isNotFound } from './not-found-error';
import { PriceByVariant } from './price-by-variant';
import { PriceHistory } from './price-history';
import { PreviewBanner } from './preview-banner';
import { ProsCons } from './pros-cons';
import { ModelReviews } from '../reviews/model-reviews';
import { LaterSection } from './section-styles';
import { SetModelAlert } from './set-model-alert';
import { SimilarVehicles } from './similar-vehicles';
import { SpecTable } from './spec-table';
import { useDocumentTitle } from './use-document-title';
import { usePriceCity } from './use-price-city';
import { useModelDetail } from './use-model-detail';
import { useRecordVisit } from './use-record-visit';
import { VariantList } from './variant-list';
import { modelPath } from './vertical-paths';
import { VideoList } from './video-list';
import { View360 } from '../view-360/view-360';

interface ModelSectionsProps {
  vertical: VehicleVertical;
  page: ModelDetail;
  selectedCity: CityOption;
  onCityChange: (city: CityOption) => void;
}

function ModelSections({ vertical, page, selectedCity, onCityChange }: ModelSectionsProps) {
  const { t } = useTranslation('catalogue');
  const { model, city, variants } = page;
  const name = displayName(model);
  const link = { vertical, brandSlug: model.brandSlug, modelSlug: model.slug };
  return (
    <>
      <ModelOverview model={model}>
        <LeadActions kinds={modelLeadKinds(model.status)} vehicle={{ ...link, name }} />
        <ModelTools
          {...link}
          brandName={model.brandName}
          name={name}
          compareVariantSlug={variants[0]?.slug}
          city={city}
        />
        <RunningCostLine vertical={vertical} variantSlug={variants[0]?.slug} city={city} />
        <SetModelAlert vertical={vertical} model={model} name={name} />
      </ModelOverview>
      <HydrateWhenSeen>
        <View360 brandSlug={model.brandSlug} modelSlug={model.slug} name={name} />
      </HydrateWhenSeen>
      <LaterSection title={t('model.keySpecs')}>
        <SpecTable vertical={vertical} specs={model.specs} caption={t('model.keySpecs')} />
      </LaterSection>
      <LaterSection title={t('model.priceByVariant', { city: city.name })}>
        <CitySelect city={selectedCity} onChange={onCityChange} />
        {variants.length === 0 ? (
          <p>{t('model.notAvailable')}</p>
        ) : (
          <PriceByVariant {...link} variants={variants} cityName={city.name} state={city.state} />
        )}
      </LaterSection>
      <HydrateWhenSeen>
        <PriceHistory {...link} />
      </HydrateWhenSeen>
      {model.colours.length > 0 && (
        <LaterSection title={t('model.colours')}>
          <ColourList colours={model.colours} />
        </LaterSection>
      )}
      <LaterSection title={`${t('model.variants')} (${t('model.variantCount', { count: variants.length })})`}>
        {variants.length === 0 ? (
          <p>{t('model.notAvailable')}</p>
        ) : (
          <VariantList {...link} variants={variants} />
        )}
      </LaterSection>
      <LaterSection title={t('model.videos')}>
        <VideoList
          videos={page.videos}
          videosPath={`${modelPath(vertical, model.brandSlug, model.slug)}/videos`}
          modelName={name}
        />
      </LaterSection>
      {model.faq.length > 0 && (
        <LaterSection title={t('model.faq')}>
          <FaqList faq={model.faq} />
        </LaterSection>
      )}
      {(model.pros.length > 0 || model.cons.length > 0) && (
        <LaterSection title={t('model.prosAndCons')}>
          <ProsCons pros={model.pros} cons={model.cons} />
        </LaterSection>
      )}
      <LaterSection title={t('model.reviews')}>
        <ModelReviews model={link} modelName={name} initialSummary={page.reviewSummary} />
      </LaterSection>
      <LaterSection title={t('model.expertReview')}>
        <ExpertReview review={page.expertReview} />
      </LaterSection>
      <LaterSection title={t('model.similar')}>
        <SimilarVehicles vertical={vertical} modelSlug={model.slug} />
      </LaterSection>
    </>
  );
}

/** A model of a vertical (`/trucks/:brandSlug/:modelSlug`): prices in the chosen city, specs, media and reviews. */
export function ModelPage({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalogue');
  const { brandSlug = '', modelSlug = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const [city, chooseCity] = usePriceCity();
  const { detail, preview } = useModelDetail(vertical, { brandSlug, modelSlug, city: city.slug, locale });
  const page =
    detail.status === 'ready' ? detail.data : detail.status === 'loading' ? detail.previous : undefined;
  useRecordVisit(vertical, preview ? undefined : page?.model);
  useDocumentTitle(page && t('model.documentTitle', { name: displayName(page.model), city: page.city.name }));
  if (isNotFound(detail)) return <RemoteNotFound />;
  return (
    <Container>
      {preview && <PreviewBanner />}
      <DataState result={detail} skeleton={<DetailSkeleton />}>
        {(data) => (
          <ModelSections vertical={vertical} page={data} selectedCity={city} onCityChange={chooseCity} />
        )}
      </DataState>
    </Container>
  );
}
