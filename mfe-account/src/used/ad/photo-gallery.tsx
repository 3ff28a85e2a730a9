import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UsedAdPhoto } from '@cvb/contracts';

const Stage = styled.div`
  position: relative;
`;

const Track = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  li {
    flex: 0 0 100%;
    scroll-snap-align: center;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(16, 24, 40, 0.65);
  color: #fff;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Counter = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * The ad's photos side by side: swiped on a phone (scroll snap), or with the arrow buttons, or with the arrow keys
 * once the strip has focus. The counter says which photo shows.
 */
export function PhotoGallery({ photos, title }: { photos: readonly UsedAdPhoto[]; title: string }) {
  const { t } = useTranslation('used');
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <p>{t('ad.noPhotos')}</p>;

  const show = (next: number) => {
    const clamped = Math.max(0, Math.min(photos.length - 1, next));
    const element = track.current;
    // Older browsers (and jsdom) have no Element.scrollTo: the counter and buttons still follow.
    if (element && typeof element.scrollTo === 'function')
      element.scrollTo({ left: clamped * element.clientWidth });
    setIndex(clamped);
  };
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={t('ad.photos')} aria-roledescription="carousel">
      <Stage>
        <Track ref={track} tabIndex={0} onScroll={onScroll} onKeyDown={onKeyDown} aria-label={t('ad.photos')}>
          {photos.map((photo, n) => (
            <li
              key={photo.url}
              aria-roledescription="slide"
              aria-label={t('ad.photoOf', { n: n + 1, total: photos.length })}
            >
              <img
                src={photo.url}
                alt={`${title} — ${t('ad.photoOf', { n: n + 1, total: photos.length })}`}
                width={photo.width}
                height={photo.height}
                loading={n === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </Track>
        {photos.length > 1 && (
          <>
            <Arrow
              type="button"
              $side="left"
              onClick={() => show(index - 1)}
              disabled={index === 0}
              aria-label={t('ad.previousPhoto')}
            >
              ‹
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              onClick={() => show(index + 1)}
              disabled={index === photos.length - 1}
              aria-label={t('ad.nextPhoto')}
            >
              ›
            </Arrow>
          </>
        )}
      </Stage>
      {photos.length > 1 && (
        <Counter aria-live="polite">{t('ad.photoOf', { n: index + 1, total: photos.length })}</Counter>
      )}
    </section>
  );
}
