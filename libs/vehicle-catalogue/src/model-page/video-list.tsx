import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { Video } from '@cvb/contracts';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Muted } from '@cvb/ui';
import { longDate } from './dates';

const linkStyle = css`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
`;
const ExternalLink = styled.a`
  ${linkStyle}
`;
const PageLink = styled(Link)`
  ${linkStyle}
`;

/** The poster with a play mark over it, so the card reads as a video to open. */
const Poster = styled.span`
  position: relative;
  display: block;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  &::after {
    content: '▶';
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    width: 56px;
    height: 40px;
    border-radius: 10px;
    background: rgba(204, 0, 0, 0.9);
    color: #fff;
    font-size: 20px;
    line-height: 40px;
    text-align: center;
  }
`;

function VideoLink({ video, children }: { video: Video; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  // A video of the /videos pages opens its page there (the router adds the language prefix); a catalogue video
  // opens on the video host.
  if (video.slug)
    return (
      <PageLink to={video.link} aria-label={t('model.watchVideo', { title: video.title })}>
        {children}
      </PageLink>
    );
  return (
    <ExternalLink
      href={video.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('model.videoLabel', { title: video.title })}
    >
      {children}
    </ExternalLink>
  );
}

interface VideoListProps {
  videos: Video[];
  /** The model's videos page (/trucks/tata-motors/ace-gold/videos), linked when its videos are the /videos ones. */
  videosPath: string;
  modelName: string;
}

/**
 * The model's videos with the site's own pictures (the API's `thumbnail`, never the video host's), titled and dated
 * as on their pages; "No videos available" (docs/domain.md#page-messages) when there are none.
 */
export function VideoList({ videos, videosPath, modelName }: VideoListProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  if (videos.length === 0) return <p>{t('model.noVideos')}</p>;
  return (
    <>
      <CardGrid>
        {videos.map((video) => (
          <li key={video.slug ?? video.id}>
            <VideoLink video={video}>
              <Poster>
                <img src={video.thumbnail} alt="" width={320} height={180} loading="lazy" />
              </Poster>
              <span>{video.title}</span>
            </VideoLink>
            {/* Outside the link: its name is "Watch: <title>", which must hold every word the link shows. */}
            <Muted>{longDate(video.publishedAt, locale)}</Muted>
          </li>
        ))}
      </CardGrid>
      {videos.some((video) => video.slug) && (
        <p>
          <Link to={videosPath}>{t('model.allVideos', { name: modelName })}</Link>
        </p>
      )}
    </>
  );
}
