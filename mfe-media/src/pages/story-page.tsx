import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchStoryDetail, useApiData } from '@cvb/api-client';
import type { RelatedVehicle, StoryKind } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { CardGrid, Container, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { isNotFound } from '../shared/not-found';
import { ShareLinks } from '../shared/share-links';
import { SitePicture } from '../shared/site-picture';
import { Category, StoryCard } from '../shared/story-card';
import { useTagWord } from '../shared/use-tag-word';
import { useHeadLinks } from '../shared/use-head-links';
import { useLocale, withLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  h1 {
    font-size: ${({ theme }) => theme.font.size.h1};
    line-height: 1.25;
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

/** The editor's body: already sanitized by the API (no scripts, handlers, styles or javascript: links). */
const Body = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  }
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a,
  span {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Notice = styled.p`
  background: ${({ theme }) => theme.colors.background};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  padding: ${({ theme }) => theme.space(3)};
`;

/** The story's tags in the reader's words (only those the page's language has a word for, not a vehicle chip again). */
function StoryTags({ tags, related }: { tags: readonly string[]; related: readonly RelatedVehicle[] }) {
  const { t } = useTranslation('media');
  const wordOf = useTagWord(related);
  const chips = new Set(related.map((vehicle) => vehicle.modelName ?? vehicle.brandName));
  const words = [
    ...new Set(tags.map(wordOf).filter((word): word is string => word !== undefined && !chips.has(word))),
  ];
  if (words.length === 0) return null;
  return (
    <section aria-label={t('story.tags')}>
      <Chips>
        {words.map((word) => (
          <li key={word}>
            <span>{word}</span>
          </li>
        ))}
      </Chips>
    </section>
  );
}

/** /news/:slug and /articles/:slug: the story with its author, date, vehicles, share links and more stories. */
export function StoryPage({ kind }: { kind: StoryKind }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const detail = useApiData(
    (signal) => fetchStoryDetail(kind, slug, locale, signal),
    `${kind}/${slug}/${locale}`,
  );
  const story = detail.status === 'ready' ? detail.data.story : undefined;
  usePageTitle(story?.title);
  useHeadLinks(
    story
      ? [
          { rel: 'amphtml', href: `${story.ampPath}?locale=${locale}` },
          {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: t('story.rss'),
            href: `${story.rssPath}?locale=${locale}`,
          },
        ]
      : [],
  );
  if (isNotFound(detail)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={detail} skeleton={<Skeleton $height="900px" />}>
        {({ story: s, more }) => (
          <>
            <Article aria-labelledby="story-title">
              <Category>{t(`categories.${s.category}`, { defaultValue: s.category })}</Category>
              <h1 id="story-title">{s.title}</h1>
              <p style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>{s.summary}</p>
              <Muted>
                <Link to={`/authors/${s.author.slug}`}>{t('by', { author: s.author.name })}</Link> ·{' '}
                <time dateTime={s.publishedAt}>{formatDate(s.publishedAt, locale)}</time> ·{' '}
                {t('story.readTime', { count: s.readMinutes })}
              </Muted>
              {s.locale !== locale && <Notice>{t('story.fallback')}</Notice>}
              <div style={{ margin: '16px 0', borderRadius: 10, overflow: 'hidden' }}>
                <SitePicture image={s.image} priority sizes="(min-width: 800px) 760px, 100vw" />
              </div>
              <Body dangerouslySetInnerHTML={{ __html: s.bodyHtml }} />
              {s.related.length > 0 && (
                <section aria-labelledby="related-vehicles">
                  <SectionTitle id="related-vehicles">{t('story.related')}</SectionTitle>
                  <Chips>
                    {s.related.map((vehicle) => (
                      <li key={vehicle.path}>
                        <Link to={vehicle.path}>{vehicle.modelName ?? vehicle.brandName}</Link>
                      </li>
                    ))}
                  </Chips>
                </section>
              )}
              <StoryTags tags={s.tags} related={s.related} />
              <ShareLinks
                title={s.title}
                path={withLocale(locale, `/${kind === 'news' ? 'news' : 'articles'}/${s.slug}`)}
              />
              <p>
                <a href={`${s.ampPath}?locale=${locale}`}>{t('story.amp')}</a> ·{' '}
                <a href={`${s.rssPath}?locale=${locale}`}>{t('story.rss')}</a> ·{' '}
                <Link to={`/authors/${s.author.slug}`}>{t('story.allBy', { author: s.author.name })}</Link>
              </p>
            </Article>
            {more.length > 0 && (
              <section aria-labelledby="more-stories">
                <SectionTitle id="more-stories">{t('story.more')}</SectionTitle>
                <CardGrid>
                  {more.map((other) => (
                    <li key={other.slug}>
                      <StoryCard story={other} headingLevel={3} />
                    </li>
                  ))}
                </CardGrid>
              </section>
            )}
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
