import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchAuthorPage, useApiData } from '@cvb/api-client';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { CardGrid, Container, Lead, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { isNotFound } from '../shared/not-found';
import { Pager, usePageNumber } from '../shared/pager';
import { StoryCard } from '../shared/story-card';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

const PER_PAGE = 12;

const Profile = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    flex: none;
  }
`;

/** /authors/:slug: the author's bio and their stories, newest first. */
export function AuthorPage() {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const { slug = '' } = useParams();
  const result = useApiData(
    (signal) => fetchAuthorPage(slug, locale, { page, limit: PER_PAGE }, signal),
    `${slug}/${locale}/${page}`,
  );
  usePageTitle(result.status === 'ready' ? result.data.author.name : undefined);
  if (isNotFound(result)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={result} skeleton={<Skeleton $height="600px" />}>
        {({ author, stories }) => (
          <>
            <Profile>
              <img
                src={author.image.src}
                srcSet={author.image.srcset}
                sizes="96px"
                alt=""
                width={96}
                height={96}
              />
              <div>
                <PageTitle>{author.name}</PageTitle>
                <Muted>
                  {author.role} · {t(`verticals.${author.beat}`)} ·{' '}
                  {t('authors.storyCount', { count: author.storyCount })}
                </Muted>
              </div>
            </Profile>
            <Lead style={{ marginTop: 16 }}>{author.bio}</Lead>
            <SectionTitle>{t('authors.stories', { author: author.name })}</SectionTitle>
            <CardGrid $wide>
              {stories.items.map((story) => (
                <li key={story.slug}>
                  <StoryCard story={story} headingLevel={3} />
                </li>
              ))}
            </CardGrid>
            <Pager page={page} total={stories.total} perPage={PER_PAGE} />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
