import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchMediaVideos, useApiData } from '@cvb/api-client';
import type { MediaVideo } from '@cvb/contracts';
import { Carousel, DataState, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { ClickToPlay } from '../pages/click-to-play';
import { useLocale, withLocale } from '../shared/use-locale';

export interface LatestVideosProps {
  /** How many videos to show, newest first (default 4). */
  count?: number;
}

/** A sideways row on a phone and a tablet (the next video peeks out), four in a row on a desktop. */
const VIDEOS_PER_VIEW = { phone: 1.2, tablet: 2.2, desktop: 4 };

const VideoItem = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  height: 100%;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.body};
  }
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.space(3)};
`;

function VideoTile({ video }: { video: MediaVideo }) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const headingId = `latest-video-${video.slug}`;
  return (
    <VideoItem aria-labelledby={headingId}>
      <ClickToPlay
        youtubeId={video.youtubeId}
        title={video.title}
        poster={video.poster}
        sizes="(min-width: 1024px) 280px, (min-width: 600px) 50vw, 100vw"
      />
      <Text>
        <h3 id={headingId}>
          <a href={withLocale(locale, `/videos/${video.slug}`)}>{video.title}</a>
        </h3>
        <Muted>
          {[
            video.subject,
            t('videos.duration', { minutes: Math.max(1, Math.round(video.durationSeconds / 60)) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Muted>
      </Text>
    </VideoItem>
  );
}

/**
 * `./latest-videos`: the newest videos for the home page, each playing in place. It renders outside this
 * remote's router, so its links are plain links with the locale prefix.
 */
export function LatestVideos({ count = 4 }: LatestVideosProps) {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const videos = useApiData(
    (signal) => fetchMediaVideos({ locale, page: 1, limit: count }, signal),
    `${locale}/${count}`,
  );
  const title = t('latestVideos.title');
  return (
    <div>
      <SectionTitle>{title}</SectionTitle>
      <DataState
        result={videos}
        skeleton={<Skeleton $height="280px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('videos.empty')}</p>}
      >
        {(data) => (
          <Carousel label={title} perView={VIDEOS_PER_VIEW} gridFrom="desktop">
            {data.items.map((video) => (
              <VideoTile key={video.slug} video={video} />
            ))}
          </Carousel>
        )}
      </DataState>
      <p>
        <a href={withLocale(locale, '/videos')}>{t('latestVideos.viewAll')}</a>
      </p>
    </div>
  );
}
