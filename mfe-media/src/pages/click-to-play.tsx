import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SiteImage } from '@cvb/contracts';
import { videoEmbedUrl } from '@cvb/format';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, #000);
  overflow: hidden;
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

interface ClickToPlayProps {
  youtubeId: string;
  title: string;
  poster: SiteImage;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A video as the site's own poster with a play button; the (no-cookie) player loads only after the
 * click, so a page of twelve videos costs twelve images, not twelve players.
 */
export function ClickToPlay({
  youtubeId,
  title,
  poster,
  sizes = '(min-width: 1024px) 380px, 100vw',
  priority,
  className,
}: ClickToPlayProps) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  // A poster that fails to load leaves the dark frame and the play button, not a broken-image icon.
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <Frame className={className}>
      {playing ? (
        <iframe
          src={videoEmbedUrl(youtubeId)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <Play type="button" aria-label={t('videos.play', { title })} onClick={() => setPlaying(true)}>
          {!posterFailed && (
            <img
              src={poster.src}
              srcSet={poster.srcset || undefined}
              sizes={poster.srcset ? sizes : undefined}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              width={640}
              height={360}
              onError={() => setPosterFailed(true)}
            />
          )}
        </Play>
      )}
    </Frame>
  );
}
