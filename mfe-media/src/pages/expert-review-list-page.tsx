import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@cvb/router';
import { fetchExpertReviews, useApiData } from '@cvb/api-client';
import { VEHICLE_VERTICALS, oneOf } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, CardGrid, Container, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { FilterLinks } from '../shared/filter-links';
import { Pager, usePageNumber } from '../shared/pager';
import { SitePicture } from '../shared/site-picture';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

const PER_PAGE = 12;

/** /expert-reviews: our road tests, newest first, by vehicle type. */
export function ExpertReviewListPage() {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const vertical = oneOf(VEHICLE_VERTICALS, new URLSearchParams(useLocation().search).get('vertical'));
  const reviews = useApiData(
    (signal) => fetchExpertReviews({ locale, vertical, page, limit: PER_PAGE }, signal),
    `${locale}/${vertical ?? ''}/${page}`,
  );
  usePageTitle(t('reviews.title'));
  return (
    <Container>
      <PageTitle>{t('reviews.title')}</PageTitle>
      <Lead>{t('reviews.lead')}</Lead>
      <FilterLinks
        label={t('filters.vertical')}
        param="vertical"
        options={[
          { value: '', label: t('verticals.all') },
          ...VEHICLE_VERTICALS.map((v) => ({ value: v, label: t(`verticals.${v}`) })),
        ]}
      />
      <ApiDataView result={reviews} skeleton={<Skeleton $height="720px" />}>
        {(data) => (
          <>
            <CardGrid $wide>
              {data.items.map((review, index) => (
                <li key={review.slug}>
                  <Card
                    as="article"
                    aria-labelledby={`review-${review.slug}`}
                    style={{ padding: 0, overflow: 'hidden' }}
                  >
                    <SitePicture image={review.image} decorative priority={index === 0} />
                    <div style={{ padding: 16 }}>
                      <h2 id={`review-${review.slug}`} style={{ fontSize: '1.1rem', margin: '0 0 6px' }}>
                        <Link to={`/expert-reviews/${review.slug}`}>{review.title}</Link>
                      </h2>
                      <p style={{ margin: '0 0 6px' }}>{review.summary}</p>
                      <Muted>
                        {t('reviews.overall', { score: review.overall.toFixed(1) })} · {review.author.name} ·{' '}
                        {formatDate(review.publishedAt, locale)}
                      </Muted>
                    </div>
                  </Card>
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
