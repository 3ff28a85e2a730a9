import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from '@cvb/router';
import { fetchMediaVideos, useApiData } from '@cvb/api-client';
import { VIDEO_SECTIONS, oneOf, vehicleDisplayName, type VehicleVertical } from '@cvb/contracts';
import { slugWords } from '@cvb/format';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { FilterLinks } from '../shared/filter-links';
import { isNotFound } from '../shared/not-found';
import { Pager, usePageNumber } from '../shared/pager';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';
import { MediaVideoCard } from './media-video-card';

const PER_PAGE = 12;

/**
 * One page for every list of videos: /videos (all, by section), and a vertical's /buses/videos,
 * /buses/:brandSlug/videos, /buses/:brandSlug/:modelSlug/videos (the same for trucks, three-wheelers, tractors,
 * machines), with the category chips.
 */
export function MediaVideosPage({ vertical }: { vertical?: VehicleVertical }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const { brandSlug, modelSlug } = useParams();
  const section = oneOf(VIDEO_SECTIONS, new URLSearchParams(useLocation().search).get('section'));
  const videos = useApiData(
    (signal) =>
      fetchMediaVideos({ locale, vertical, brandSlug, modelSlug, section, page, limit: PER_PAGE }, signal),
    `${locale}/${vertical ?? ''}/${brandSlug ?? ''}/${modelSlug ?? ''}/${section ?? ''}/${page}`,
  );
  // The catalogue's names ("Tata Motors", "Ace EV") once the answer is in; words from the slugs only while it loads.
  const scope = videos.status === 'ready' ? videos.data.scope : undefined;
  const brand = scope?.brandName ?? slugWords(brandSlug ?? '');
  // "Tata Ace EV" (the brand said once, as the catalogue's pages say it).
  const name = vehicleDisplayName({ brandName: brand, name: scope?.modelName ?? slugWords(modelSlug ?? '') });
  const title = !vertical
    ? t('videos.allTitle')
    : modelSlug
      ? t('videos.modelTitle', { name })
      : brandSlug
        ? t(`videos.brandTitle.${vertical}`, { brand })
        : t(`videos.title.${vertical}`);
  usePageTitle(title);
  if (isNotFound(videos)) return <RemoteNotFound />;
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{t('videos.lead')}</Lead>
      <FilterLinks
        label={t('filters.category')}
        param="section"
        options={[
          { value: '', label: t('categories.all') },
          ...VIDEO_SECTIONS.map((s) => ({ value: s, label: t(`videos.sections.${s}`) })),
        ]}
      />
      <ApiDataView
        result={videos}
        skeleton={<Skeleton $height="720px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('videos.empty')}</p>}
      >
        {(data) => (
          <>
            <CardGrid $wide>
              {data.items.map((video, index) => (
                <li key={video.slug}>
                  <MediaVideoCard video={video} priority={index === 0} />
                </li>
              ))}
            </CardGrid>
            <Pager page={page} total={data.total} perPage={PER_PAGE} />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
