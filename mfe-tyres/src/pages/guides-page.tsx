import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import { fetchTyreGuide, fetchTyreGuides, useApiData } from '@cvb/api-client';
import { formatDate } from '@cvb/format';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Card, CardGrid, Container, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';
import { isNotFound } from '../components/not-found';
import { useLocale } from '../components/use-locale';

/** /tyre-guides — buying and care guides in the page's language. */
export function TyreGuidesPage() {
  const { t } = useTranslation('tyres');
  const locale = useLocale();
  const guides = useApiData((signal) => fetchTyreGuides(locale, signal), locale);
  return (
    <Container>
      <PageTitle>{t('guides.title')}</PageTitle>
      <Lead>{t('guides.lead')}</Lead>
      <ApiDataView
        result={guides}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.length === 0}
        empty={<p>{t('guides.none')}</p>}
      >
        {(data) => (
          <CardGrid $wide>
            {data.map((guide) => (
              <li key={guide.slug}>
                <Card as="article" aria-label={guide.title}>
                  <h2 style={{ fontSize: '1.125rem', marginTop: 0 }}>
                    <Link to={`/tyre-guides/${guide.slug}`}>{guide.title}</Link>
                  </h2>
                  <p>{guide.summary}</p>
                  <Muted>{formatDate(guide.publishedAt, locale)}</Muted>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </ApiDataView>
    </Container>
  );
}

/** /tyre-guides/:slug — one guide; an unknown slug is the not-found page. */
export function TyreGuidePage() {
  const { t } = useTranslation('tyres');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const guide = useApiData((signal) => fetchTyreGuide(slug, locale, signal), `${slug}:${locale}`);
  if (isNotFound(guide)) return <RemoteNotFound />;
  return (
    <Container style={{ maxWidth: 760 }}>
      <nav aria-label={t('breadcrumb')}>
        <Link to="/tyre-guides">{t('guides.title')}</Link>
      </nav>
      <ApiDataView result={guide} skeleton={<Skeleton $height="420px" />}>
        {(data) => (
          <article>
            <PageTitle>{data.title}</PageTitle>
            <Muted>{formatDate(data.publishedAt, locale)}</Muted>
            <Lead style={{ marginTop: 12 }}>{data.summary}</Lead>
            {data.body.split('\n\n').map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <p>
              <Link to="/tyres/pressure-checker">{t('tools.pressure.title')}</Link> ·{' '}
              <Link to="/tyres/upsizing-tool">{t('tools.upsizing.title')}</Link> ·{' '}
              <Link to="/tyres/finder">{t('tools.finder.title')}</Link>
            </p>
          </article>
        )}
      </ApiDataView>
    </Container>
  );
}
