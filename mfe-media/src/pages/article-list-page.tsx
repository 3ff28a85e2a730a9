import { useTranslation } from 'react-i18next';
import { fetchStories, useApiData } from '@cvb/api-client';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { Pager, usePageNumber } from '../shared/pager';
import { StoryCard } from '../shared/story-card';
import { useHeadLinks } from '../shared/use-head-links';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';
import { SectionLinks } from './section-links';

const PER_PAGE = 12;

/** /articles and its sub-sections /articles/bestofs, /articles/tips-advice and /articles/features. */
export function ArticleListPage({ category }: { category?: ArticleCategory }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const articles = useApiData(
    (signal) => fetchStories('article', { locale, page, limit: PER_PAGE, category }, signal),
    `${locale}/${page}/${category ?? ''}`,
  );
  const title = category ? t(`articles.sections.${category}.title`) : t('articles.title');
  usePageTitle(title);
  useHeadLinks([
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: t('story.rss'),
      href: `/api/feeds/articles.xml?locale=${locale}`,
    },
  ]);
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{category ? t(`articles.sections.${category}.lead`) : t('articles.lead')}</Lead>
      <SectionLinks
        label={t('filters.category')}
        links={[
          { to: '/articles', label: t('categories.all'), current: !category },
          ...ARTICLE_CATEGORIES.map((c) => ({
            to: `/articles/${c}`,
            label: t(`categories.${c}`),
            current: c === category,
          })),
        ]}
      />
      <ApiDataView
        result={articles}
        skeleton={<Skeleton $height="720px" />}
        isEmpty={(d) => d.items.length === 0}
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
            <Pager page={page} total={data.total} perPage={PER_PAGE} />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
