import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { fetchWebStories, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { Pager, usePageNumber } from '../shared/pager';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

const PER_PAGE = 12;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Cover = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 9 / 16;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: #0d2238;
  color: #fff;
  text-decoration: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #e7ecf1;
  }
  span {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${({ theme }) => theme.space(3)};
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.85));
    font-weight: 700;
    line-height: 1.3;
  }
  small {
    display: block;
    font-weight: 400;
    opacity: 0.85;
  }
`;

/** /web-stories (and /tractors/web-stories for tractors only): story covers in a portrait grid. */
export function WebStoryListPage({ tractors = false }: { tractors?: boolean }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const page = usePageNumber();
  const stories = useApiData(
    (signal) =>
      fetchWebStories({ locale, vertical: tractors ? 'tractor' : undefined, page, limit: PER_PAGE }, signal),
    `${locale}/${tractors}/${page}`,
  );
  const title = tractors ? t('webStories.tractorTitle') : t('webStories.title');
  usePageTitle(title);
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{t('webStories.lead')}</Lead>
      <ApiDataView result={stories} skeleton={<Skeleton $height="600px" />}>
        {(data) => (
          <>
            <Grid>
              {data.items.map((story, index) => (
                <li key={story.slug}>
                  <Cover to={`${story.vertical === 'tractor' ? '/tractors' : ''}/web-stories/${story.slug}`}>
                    <img
                      src={story.cover.src}
                      srcSet={story.cover.srcset}
                      sizes="200px"
                      alt=""
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      width={640}
                      height={400}
                    />
                    <span>
                      {story.title}
                      <small>{t('webStories.slides', { count: story.slideCount })}</small>
                    </span>
                  </Cover>
                </li>
              ))}
            </Grid>
            <Pager page={page} total={data.total} perPage={PER_PAGE} />
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
