import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchExpertReview, useApiData } from '@cvb/api-client';
import type { ExpertRatings } from '@cvb/contracts';
import { formatDate, formatPriceRange } from '@cvb/format';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Card, Container, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { isNotFound } from '../shared/not-found';
import { SitePicture } from '../shared/site-picture';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

const Layout = styled.div`
  max-width: 860px;
  margin: 0 auto;
  h1 {
    font-size: ${({ theme }) => theme.font.size.h1};
    line-height: 1.25;
  }
`;

const Verdict = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Meter = styled.meter`
  width: 100%;
  height: 12px;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const RATING_KEYS: (keyof ExpertRatings)[] = ['design', 'comfort', 'performance', 'economy', 'value'];

/** /expert-reviews/:slug: the road test with verdict, ratings, pros and cons and the model's price. */
export function ExpertReviewPage() {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const review = useApiData((signal) => fetchExpertReview(slug, locale, signal), `${slug}/${locale}`);
  usePageTitle(review.status === 'ready' ? review.data.title : undefined);
  if (isNotFound(review)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={review} skeleton={<Skeleton $height="900px" />}>
        {(r) => (
          <Layout>
            <article aria-labelledby="review-title">
              <h1 id="review-title">{r.title}</h1>
              <Muted>
                <Link to={`/authors/${r.author.slug}`}>{t('by', { author: r.author.name })}</Link> ·{' '}
                <time dateTime={r.publishedAt}>{formatDate(r.publishedAt, locale)}</time> ·{' '}
                {t('reviews.overall', { score: r.overall.toFixed(1) })}
              </Muted>
              <Verdict as="section" aria-labelledby="verdict-title">
                <h2 id="verdict-title" style={{ marginTop: 0 }}>
                  {t('reviews.verdict')}
                </h2>
                <p style={{ margin: 0, fontSize: '1.1rem' }}>{r.verdict}</p>
              </Verdict>
              <Card as="section" aria-labelledby="price-title">
                <h2 id="price-title" style={{ margin: '0 0 4px', fontSize: '1rem' }}>
                  {t('reviews.price')}
                </h2>
                <p style={{ fontSize: '1.4rem', fontWeight: 700, margin: '0 0 8px' }}>
                  {r.price.min !== null && r.price.max !== null
                    ? formatPriceRange(r.price.min, r.price.max, locale)
                    : t('reviews.priceSoon')}
                </p>
                <Link to={r.vehicle.path}>
                  {t('reviews.viewModel', { model: r.vehicle.modelName ?? r.vehicle.brandName })}
                </Link>
              </Card>
              <div style={{ margin: '16px auto', maxWidth: 640, borderRadius: 10, overflow: 'hidden' }}>
                <SitePicture image={r.image} priority sizes="(min-width: 700px) 640px, 100vw" />
              </div>
              <div style={{ lineHeight: 1.7 }} dangerouslySetInnerHTML={{ __html: r.bodyHtml }} />
              <SectionTitle>{t('reviews.ratings')}</SectionTitle>
              <dl>
                {RATING_KEYS.map((key) => (
                  <div key={key} style={{ marginBottom: 8 }}>
                    <dt>
                      {t(`reviews.rating.${key}`)}: {r.ratings[key].toFixed(1)} / 5
                    </dt>
                    <dd style={{ margin: 0 }}>
                      <Meter min={0} max={5} value={r.ratings[key]} aria-label={t(`reviews.rating.${key}`)} />
                    </dd>
                  </div>
                ))}
              </dl>
              <Columns>
                <section aria-labelledby="pros-title">
                  <h2 id="pros-title">{t('reviews.pros')}</h2>
                  <ul>
                    {r.pros.map((pro) => (
                      <li key={pro}>{pro}</li>
                    ))}
                  </ul>
                </section>
                <section aria-labelledby="cons-title">
                  <h2 id="cons-title">{t('reviews.cons')}</h2>
                  <ul>
                    {r.cons.map((con) => (
                      <li key={con}>{con}</li>
                    ))}
                  </ul>
                </section>
              </Columns>
            </article>
          </Layout>
        )}
      </ApiDataView>
    </Container>
  );
}
