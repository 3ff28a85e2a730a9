import { useTranslation } from 'react-i18next';
import { fetchStories, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { ApiDataView } from '@cvb/mfe-kit';
import { Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { useLocale, withLocale } from '../shared/use-locale';

export interface LatestNewsProps {
  /** Only this vertical's news (a vertical landing page); all news when absent (the home page). */
  vertical?: VehicleVertical;
  count?: number;
}

/**
 * `./latest-news`: the newest stories as a short list for the home page and vertical landings. It
 * renders outside this remote's router, so its links are plain links with the locale prefix.
 */
export function LatestNews({ vertical, count = 5 }: LatestNewsProps) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const news = useApiData(
    (signal) => fetchStories('news', { locale, vertical, limit: count }, signal),
    `${locale}/${vertical ?? ''}/${count}`,
  );
  return (
    <section aria-labelledby="latest-news-title">
      <SectionTitle id="latest-news-title">{t('latest.title')}</SectionTitle>
      <ApiDataView result={news} skeleton={<Skeleton $height="240px" />}>
        {(data) => (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((story) => (
              <li key={story.slug} style={{ padding: '8px 0', borderBottom: '1px solid #dde3ea' }}>
                <a href={withLocale(locale, `/news/${story.slug}`)}>{story.title}</a>
                <br />
                <Muted>{formatDate(story.publishedAt, locale)}</Muted>
              </li>
            ))}
          </ul>
        )}
      </ApiDataView>
      <p>
        <a href={withLocale(locale, vertical ? `/news?vertical=${vertical}` : '/news')}>
          {t('latest.viewAll')}
        </a>
      </p>
    </section>
  );
}

export default LatestNews;
