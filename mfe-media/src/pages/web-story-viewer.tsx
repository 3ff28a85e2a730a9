import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@cvb/router';
import styled, { keyframes } from 'styled-components';
import { fetchWebStory, useApiData } from '@cvb/api-client';
import type { WebStoryDetail } from '@cvb/contracts';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { isNotFound } from '../shared/not-found';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';

/** How long a slide stays before the next one, unless held or paused. */
export const SLIDE_MS = 5000;
const HOLD_MS = 250;
const SWIPE_PX = 40;

/** Full screen above the site's header and footer: a web story has no standard chrome (docs/domain.md#pages). */
const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: #0d1620;
  color: #fff;
  display: flex;
  justify-content: center;
  touch-action: pan-y;
  user-select: none;
  &:focus {
    outline: none;
  }
`;

const Stage = styled.div`
  position: relative;
  width: min(100vw, calc(100vh * 9 / 16));
  height: 100%;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: linear-gradient(#e7ecf1, #c9d3de);
  }
`;

const Bars = styled.ol`
  position: absolute;
  top: 8px;
  left: 8px;
  right: 8px;
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  z-index: 2;
`;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const Bar = styled.li<{ $state: 'seen' | 'current' | 'upcoming'; $paused: boolean }>`
  flex: 1;
  height: 4px;
  background: rgba(13, 22, 32, 0.3);
  border-radius: 2px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: #f28c28;
    transform-origin: left;
    transform: scaleX(${({ $state }) => ($state === 'seen' ? 1 : 0)});
    animation: ${({ $state }) => ($state === 'current' ? fill : 'none')} ${SLIDE_MS}ms linear forwards;
    animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  }
`;

const Caption = styled.div`
  position: relative;
  z-index: 1;
  padding: 96px 20px 48px;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.88) 45%);
  h2 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Control = styled.button`
  position: absolute;
  z-index: 3;
  top: 20px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  border: 0;
  border-radius: 999px;
  min-width: 44px;
  height: 44px;
  font-size: 1.1rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f28c28;
  }
`;

const TapZone = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  z-index: 2;
  top: 72px;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0; width: 33%;' : 'right: 0; width: 67%;')}
  background: transparent;
  border: 0;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f28c28;
    outline-offset: -3px;
  }
`;

function Story({ story, onClose }: { story: WebStoryDetail; onClose: () => void }) {
  const { t } = useTranslation('media');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const screen = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; at: number } | null>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const count = story.slides.length;
  const slide = story.slides[index];

  const next = useCallback(() => setIndex((current) => Math.min(count - 1, current + 1)), [count]);
  const previous = useCallback(() => setIndex((current) => Math.max(0, current - 1)), []);

  useEffect(() => {
    screen.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    if (paused || held || index === count - 1) return;
    const timer = window.setTimeout(next, SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, held, count, next]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'Escape') onClose();
    else if (event.key === ' ' && event.target === screen.current) setPaused((value) => !value);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, at: Date.now() };
    holdTimer.current = window.setTimeout(() => setHeld(true), HOLD_MS);
  };
  const onPointerUp = (event: PointerEvent) => {
    window.clearTimeout(holdTimer.current);
    const start = press.current;
    press.current = null;
    if (held) {
      setHeld(false);
      event.preventDefault();
      return;
    }
    if (start && Math.abs(event.clientX - start.x) > SWIPE_PX) {
      if (event.clientX < start.x) next();
      else previous();
    }
  };

  return (
    <Screen
      ref={screen}
      role="dialog"
      aria-modal="true"
      aria-label={t('webStories.viewer', { title: story.title })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        window.clearTimeout(holdTimer.current);
        setHeld(false);
      }}
    >
      <Stage>
        <Bars aria-hidden="true">
          {story.slides.map((_, position) => (
            <Bar
              key={`${position}-${position === index ? index : ''}`}
              $state={position < index ? 'seen' : position === index ? 'current' : 'upcoming'}
              $paused={paused || held}
            />
          ))}
        </Bars>
        <img
          src={slide.image.src}
          srcSet={slide.image.srcset}
          sizes="(min-width: 600px) 600px, 100vw"
          alt={slide.image.alt}
        />
        <TapZone
          type="button"
          $side="left"
          aria-label={t('webStories.previous')}
          onClick={previous}
          disabled={index === 0}
        />
        <TapZone
          type="button"
          $side="right"
          aria-label={t('webStories.next')}
          onClick={next}
          disabled={index === count - 1}
        />
        <Control
          type="button"
          style={{ left: 12 }}
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          {paused ? `▶ ${t('webStories.play')}` : `❚❚ ${t('webStories.pause')}`}
        </Control>
        <Control type="button" style={{ right: 12 }} aria-label={t('webStories.close')} onClick={onClose}>
          ✕
        </Control>
        <Caption aria-live="polite">
          <p style={{ fontSize: '0.85rem', opacity: 0.8, marginBottom: 8 }}>
            {t('webStories.slideOf', { n: index + 1, count })}
          </p>
          {index === 0 ? (
            <h1 style={{ margin: '0 0 8px', fontSize: '1.8rem', lineHeight: 1.2 }}>{slide.heading}</h1>
          ) : (
            <h2>{slide.heading}</h2>
          )}
          <p>{slide.text}</p>
        </Caption>
      </Stage>
    </Screen>
  );
}

/** /web-stories/:slug and /tractors/web-stories/:slug: the full-screen tap-through story. */
export function WebStoryViewer({ tractors = false }: { tractors?: boolean }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const story = useApiData((signal) => fetchWebStory(slug, locale, signal), `${slug}/${locale}`);
  usePageTitle(story.status === 'ready' ? story.data.title : undefined);
  if (isNotFound(story)) return <RemoteNotFound />;
  return (
    <ApiDataView result={story} skeleton={<Skeleton $height="100vh" />}>
      {(data) => (
        <Story story={data} onClose={() => navigate(tractors ? '/tractors/web-stories' : '/web-stories')} />
      )}
    </ApiDataView>
  );
}
