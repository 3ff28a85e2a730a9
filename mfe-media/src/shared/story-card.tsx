import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { StoryCard as Story } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { Card, Muted } from '@cvb/ui';
import { SitePicture } from './site-picture';
import { useLocale } from './use-locale';

const Frame = styled(Card)`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
`;

export const Category = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.large};
  line-height: 1.35;
  margin: 0;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

export const storyPath = (story: Pick<Story, 'kind' | 'slug'>) =>
  `/${story.kind === 'news' ? 'news' : 'articles'}/${story.slug}`;

/**
 * A story as a card: picture, category, linked title, summary, author, date and reading time. `priority` marks a
 * list's first card: its picture is the page's largest paint, so it is fetched at once and first.
 */
export function StoryCard({
  story,
  headingLevel = 2,
  priority = false,
}: {
  story: Story;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const headingId = `story-${story.kind}-${story.id}`;
  return (
    <Frame as="article" aria-labelledby={headingId}>
      <SitePicture image={story.image} decorative priority={priority} />
      <Body>
        <Category>{t(`categories.${story.category}`, { defaultValue: story.category })}</Category>
        <Title as={headingLevel === 3 ? 'h3' : 'h2'} id={headingId}>
          <Link to={storyPath(story)}>{story.title}</Link>
        </Title>
        <p style={{ margin: 0 }}>{story.summary}</p>
        <Muted>
          {t('by', { author: story.author.name })} · {formatDate(story.publishedAt, locale)} ·{' '}
          {t('story.readTime', { count: story.readMinutes })}
        </Muted>
      </Body>
    </Frame>
  );
}
