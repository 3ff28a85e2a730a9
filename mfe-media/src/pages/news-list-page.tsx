import { useTranslation } from 'react-i18next';
import { useLocation } from '@cvb/router';
import { fetchStories, useApiData } from '@cvb/api-client';
import { NEWS_CATEGORIES, NEWS_LIST_PER_PAGE, VEHICLE_VERTICALS, oneOf } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { FilterLinks } from '../shared/filter-links';
import { Pager, usePageNumber } from '../shared/pager';
import { StoryCard } from '../shared/story-card';
import { useHeadLinks } from '../shared/use-head-links';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

/** /news: newest first, twelve a page, filtered by category and vehicle type from the query. */
export function NewsListPage() {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const params = new URLSearchParams(useLocation().search);
  const category = oneOf(NEWS_CATEGORIES, params.get('category'));
  const vertical = oneOf(VEHICLE_VERTICALS, params.get('vertical'));
  const news = useApiData(
    (signal) => fetchStories('news', { locale, page, limit: NEWS_LIST_PER_PAGE, category, vertical }, signal),
    `${locale}/${page}/${category ?? ''}/${vertical ?? ''}`,
  );
  usePageTitle(t('title'));
  useHeadLinks([
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: t('story.rss'),
      href: `/api/feeds/news.xml?locale=${locale}${vertical ? `&vertical=${vertical}` : ''}`,
    },
  ]);
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <FilterLinks
        label={t('filters.vertical')}
        param="vertical"
        options={[
          { value: '', label: t('verticals.all') },
          ...VEHICLE_VERTICALS.map((v) => ({ value: v, label: t(`verticals.${v}`) })),
        ]}
      />
      <FilterLinks
        label={t('filters.category')}
        param="category"
        options={[
          { value: '', label: t('categories.all') },
          ...NEWS_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
        ]}
      />
      <ApiDataView
        result={news}
        skeleton={<Skeleton $height="720px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('empty')}</p>}
      >
        {(data) => (
          <>
            <CardGrid $wide>
              {data.items.map((story, index) => (
                <li key={story.slug}>
                  <StoryCard story={story} priority={index === 0} />
                </li>
              ))}
            </CardGrid>
            <Pager page={page} total={data.total} perPage={NEWS_LIST_PER_PAGE} />
          </>
        )}
      </ApiDataView>
      <p>
        <a href={`/api/feeds/news.xml?locale=${locale}`}>{t('story.rss')}</a>
      </p>
    </Container>
  );
}
