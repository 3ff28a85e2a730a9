import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Video } from '@cvb/contracts';
import { CardGrid } from '@cvb/ui';

const VideoLink = styled.a`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The model's videos with the site's own pictures (the API's `thumbnail`, never the video host's); "No videos available" (docs/domain.md#page-messages) when there are none. */
export function VideoList({ videos }: { videos: Video[] }) {
  const { t } = useTranslation('catalogue');
  if (videos.length === 0) return <p>{t('model.noVideos')}</p>;
  return (
    <CardGrid>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoLink
            href={video.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('model.videoLabel', { title: video.title })}
          >
            <img src={video.thumbnail} alt="" width={320} height={180} loading="lazy" />
            <span>{video.title}</span>
          </VideoLink>
        </li>
      ))}
    </CardGrid>
  );
}
