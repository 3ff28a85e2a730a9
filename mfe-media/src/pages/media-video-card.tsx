import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { MediaVideo } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { Card, Muted } from '@cvb/ui';
import { useLocale } from '../shared/use-locale';
import { ClickToPlay } from './click-to-play';

/**
 * A video of the media section as a card: poster with play button, linked title, subject, length, date. `priority`
 * marks a list's first card, whose poster is fetched at once and first.
 */
export function MediaVideoCard({ video, priority = false }: { video: MediaVideo; priority?: boolean }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const headingId = `media-video-${video.slug}`;
  return (
    <Card as="article" aria-labelledby={headingId} style={{ padding: 0, overflow: 'hidden' }}>
      <ClickToPlay
        youtubeId={video.youtubeId}
        title={video.title}
        poster={video.poster}
        priority={priority}
      />
      <div style={{ padding: 16 }}>
        <h2 id={headingId} style={{ fontSize: '1.05rem', margin: '0 0 6px' }}>
          <Link to={`/videos/${video.slug}`}>{video.title}</Link>
        </h2>
        <Muted>
          {[
            video.subject,
            t(`videos.sections.${video.section}`),
            t('videos.duration', { minutes: Math.max(1, Math.round(video.durationSeconds / 60)) }),
            formatDate(video.publishedAt, locale),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Muted>
      </div>
    </Card>
  );
}
