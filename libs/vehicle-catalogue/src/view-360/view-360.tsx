import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetch360Frames, fetch360Status, useApiData } from '@cvb/api-client';
import type { View360Frames } from '@cvb/contracts';

/** Pixels of drag per frame. */
const DRAG_STEP = 18;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(4)} 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Turntable = styled.div`
  max-width: 640px;
  aspect-ratio: 16 / 10;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  cursor: grab;
  touch-action: pan-y;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
  }
  img {
    width: 100%;
    height: 100%;
    display: block;
    pointer-events: none;
  }
`;

function Turn({ frames, name }: { frames: View360Frames; name: string }) {
  const { t } = useTranslation('catalogue');
  const count = frames.frames.length;
  const [index, setIndex] = useState(0);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const warmed = useRef(false);
  const turn = (by: number) => setIndex((current) => (((current + by) % count) + count) % count);

  // Frames load lazily: the first one with the page, the rest once the visitor starts turning.
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    for (const frame of frames.frames) {
      const image = new Image();
      image.srcset = frame.srcset;
      image.src = frame.src;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    warm();
    turn(step);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    warm();
    drag.current = { x: event.clientX, start: index };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !Number.isFinite(event.clientX)) return;
    const steps = Math.round((event.clientX - drag.current.x) / DRAG_STEP);
    setIndex((((drag.current.start - steps) % count) + count) % count);
  };
  const frame = frames.frames[index];
  return (
    <Figure>
      <h2>{t('view360.title')}</h2>
      <Turntable
        role="slider"
        tabIndex={0}
        aria-label={t('view360.title')}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={t('view360.label', { name, n: index + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img
          src={frame.src}
          srcSet={frame.srcset}
          sizes="(min-width: 700px) 640px, 100vw"
          alt={t('view360.label', { name, n: index + 1, count })}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      </Turntable>
      <figcaption>{t('view360.hint')}</figcaption>
    </Figure>
  );
}

export interface View360Props {
  brandSlug: string;
  modelSlug: string;
  /** The model's name, for the picture's description. */
  name: string;
}

/**
 * The 360° view of a model where `get-360-status` says frames exist: drag or arrow keys turn it. Renders
 * nothing for a model without frames (or while asking), so any model page can include it.
 */
export function View360({ brandSlug, modelSlug, name }: View360Props) {
  const key = `${brandSlug}/${modelSlug}`;
  const status = useApiData((signal) => fetch360Status(brandSlug, modelSlug, signal), key);
  const available = status.status === 'ready' && status.data.available;
  const [frames, setFrames] = useState<View360Frames | null>(null);
  useEffect(() => {
    if (!available) return;
    const controller = new AbortController();
    fetch360Frames(brandSlug, modelSlug, controller.signal).then(setFrames, () => setFrames(null));
    return () => controller.abort();
  }, [available, brandSlug, modelSlug]);
  if (!available || !frames || frames.frames.length === 0) return null;
  return <Turn frames={frames} name={name} />;
}
