import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SiteImage, Video } from '@cvb/contracts';
import { formatDate, slugWords, videoIdOf } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';
import { ClickToPlay } from './click-to-play';

/** The player sits flush with the card's top edge (the card's padding taken back). */
const CardPlayer = styled(ClickToPlay)`
  margin: -${({ theme }) => theme.space(4)} -${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => `${theme.radius} ${theme.radius} 0 0`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

/** The site's own poster (the model's side view; a neutral picture for brand videos): no outside image host. */
function posterOf(video: Video): SiteImage {
  const path = `/api/media/art/${video.brandSlug}/${video.modelSlug ?? 'range'}/side.webp`;
  return {
    src: `${path}?w=640`,
    srcset: [320, 640, 960].map((width) => `${path}?w=${width} ${width}w`).join(', '),
    alt: '',
  };
}

/**
 * A video card: the player (a still with a play button until clicked, `ClickToPlay`), title, subject and date.
 * `priority` marks a list's first card, whose poster is fetched at once and first.
 */
export function VideoCard({ video, priority = false }: { video: Video; priority?: boolean }) {
  const { t } = useTranslation('media');
  const locale = useAppSelector(selectLocale);
  const videoId = videoIdOf(video.link);
  const headingId = `video-${video.id}`;
  // The catalogue's names ("Tata Motors LPT 1412"); a model's name already starts with its brand's.
  const subject =
    video.modelName ??
    video.brandName ??
    [slugWords(video.brandSlug), video.modelSlug ? slugWords(video.modelSlug) : ''].filter(Boolean).join(' ');
  // Indian day-month-year order also in English ('en' alone would format dates the US way).
  const date = formatDate(video.publishedAt, locale);

  return (
    <Card as="article" aria-labelledby={headingId}>
      {videoId && (
        <CardPlayer youtubeId={videoId} title={video.title} poster={posterOf(video)} priority={priority} />
      )}
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
