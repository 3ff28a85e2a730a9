import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import type { VideoScope, VideoVertical } from '@cvb/api-client';
import { slugWords } from '@cvb/format';
import { Container, Lead, PageTitle } from '@cvb/ui';
import { VideoChunk } from './video-chunk';

function VideoPages({ vertical, scope }: { vertical: VideoVertical; scope: VideoScope }) {
  const [pageCount, setPageCount] = useState(1);
  return (
    <>
      {Array.from({ length: pageCount }, (_, index) => (
        <VideoChunk
          key={index}
          vertical={vertical}
          scope={scope}
          page={index + 1}
          isLast={index + 1 === pageCount}
          onMore={() => setPageCount((count) => count + 1)}
        />
      ))}
    </>
  );
}

/** `/trucks/videos`, `/trucks/:brandSlug/videos` and `/trucks/:brandSlug/:modelSlug/videos`. */
export function VehicleVideosPage({ vertical }: { vertical: VideoVertical }) {
  const { t } = useTranslation('media');
  const { brandSlug, modelSlug } = useParams();
  const scope: VideoScope = { brandSlug, modelSlug: brandSlug ? modelSlug : undefined };
  const title = scope.modelSlug
    ? t('videos.modelTitle', { brand: slugWords(brandSlug ?? ''), model: slugWords(scope.modelSlug) })
    : brandSlug
      ? t(`videos.brandTitle.${vertical}`, { brand: slugWords(brandSlug) })
      : t(`videos.title.${vertical}`);
  return (
    <Container>
      <PageTitle>{title}</PageTitle>
      <Lead>{t('videos.lead')}</Lead>
      {/* A new scope starts again from the first page. */}
      <VideoPages key={`${brandSlug ?? ''}/${modelSlug ?? ''}`} vertical={vertical} scope={scope} />
    </Container>
  );
}
