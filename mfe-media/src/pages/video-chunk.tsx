import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVideos, useApiData, type VideoScope, type VideoVertical } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, CardGrid, Skeleton } from '@cvb/ui';
import { VideoCard } from './video-card';

export const VIDEOS_PER_PAGE = 12;

export interface VideoChunkProps {
  vertical: VideoVertical;
  scope: VideoScope;
  /** 1-based: which run of VIDEOS_PER_PAGE videos this chunk shows. */
  page: number;
  /** Only the last chunk offers "load more". */
  isLast: boolean;
  onMore: () => void;
}

/** One page of videos; pages after the first take the focus when they arrive, for keyboard users. */
export function VideoChunk({ vertical, scope, page, isLast, onMore }: VideoChunkProps) {
  const { t } = useTranslation('media');
  const list = useRef<HTMLUListElement>(null);
  const result = useApiData(
    (signal) =>
      fetchVideos(vertical, scope, { _start: (page - 1) * VIDEOS_PER_PAGE, _limit: VIDEOS_PER_PAGE }, signal),
    `${vertical}:${scope.brandSlug ?? ''}:${scope.modelSlug ?? ''}:${page}`,
  );
  const ready = result.status === 'ready';

  useEffect(() => {
    if (ready && page > 1) list.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [ready, page]);

  return (
    <ApiDataView
      result={result}
      skeleton={<Skeleton $height="280px" />}
      isEmpty={(data) => data.items.length === 0}
      empty={page === 1 ? <p role="status">{t('videos.empty')}</p> : null}
    >
      {(data) => (
        <>
          <CardGrid $wide ref={list} style={{ marginBottom: 12 }}>
            {data.items.map((video, index) => (
              <li key={video.id}>
                <VideoCard video={video} priority={index === 0} />
              </li>
            ))}
          </CardGrid>
          {isLast && page * VIDEOS_PER_PAGE < data.total && (
            <Button type="button" $variant="secondary" onClick={onMore}>
              {t('videos.loadMore')}
            </Button>
          )}
        </>
      )}
    </ApiDataView>
  );
}
