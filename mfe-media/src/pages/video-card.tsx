import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Video } from '@cvb/contracts';
import { formatDate, slugWords, videoEmbedUrl, videoIdOf } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin: -${({ theme }) => theme.space(4)} -${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => `${theme.radius} ${theme.radius} 0 0`};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, #000);
  img,
  iframe,
  button {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  img {
    object-fit: cover;
  }
`;

const Play = styled.button`
  padding: 0;
  background: transparent;
  cursor: pointer;
  &::after {
    content: '▶';
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    width: 64px;
    height: 44px;
    border-radius: 12px;
    background: rgba(204, 0, 0, 0.9);
    color: #fff;
    font-size: 22px;
    line-height: 44px;
    text-align: center;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

/** The site's own poster (the model's side view; a neutral picture for brand videos): no outside image host. */
function posterPath(video: Video): string {
  return `/api/media/art/${video.brandSlug}/${video.modelSlug ?? 'range'}/side.webp`;
}

/**
 * A video as a still with a play button; the YouTube player (no-cookie) is loaded only on click,
 * so a grid of videos costs one image each, not one player each. `priority` marks a list's first card, whose
 * poster is fetched at once and first.
 */
export function VideoCard({ video, priority = false }: { video: Video; priority?: boolean }) {
  const { t } = useTranslation('media');
  const locale = useAppSelector(selectLocale);
  const [playing, setPlaying] = useState(false);
  // A poster that fails to load leaves the dark frame and the play button, not a broken-image icon.
  const [posterFailed, setPosterFailed] = useState(false);
  const videoId = videoIdOf(video.link);
  const headingId = `video-${video.id}`;
  const subject = [slugWords(video.brandSlug), video.modelSlug ? slugWords(video.modelSlug) : '']
    .filter(Boolean)
    .join(' ');
  // Indian day-month-year order also in English ('en' alone would format dates the US way).
  const date = formatDate(video.publishedAt, locale);

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Frame>
        {videoId && playing ? (
          <iframe
            src={videoEmbedUrl(videoId)}
            title={video.title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : videoId ? (
          <Play
            type="button"
            aria-label={t('videos.play', { title: video.title })}
            onClick={() => setPlaying(true)}
          >
            {!posterFailed && (
              <img
                src={`${posterPath(video)}?w=640`}
                srcSet={[320, 640, 960]
                  .map((width) => `${posterPath(video)}?w=${width} ${width}w`)
                  .join(', ')}
                sizes="(min-width: 1024px) 380px, 100vw"
                alt=""
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : 'auto'}
                width={640}
                height={400}
                onError={() => setPosterFailed(true)}
              />
            )}
          </Play>
        ) : null}
      </Frame>
      <Title id={headingId}>{video.title}</Title>
      <Muted>{[subject, date].filter(Boolean).join(' · ')}</Muted>
      <p style={{ margin: '8px 0 0' }}>
        <a href={video.link} target="_blank" rel="noopener noreferrer">
          {t('videos.watchOnYoutube')}
        </a>
      </p>
    </Card>
  );
}
