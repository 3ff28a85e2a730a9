import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The content is wider than the track, so there is something to scroll to. */
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NONE: ScrollEdges = { overflowing: false, atStart: true, atEnd: true };

function edgesOf(track: HTMLElement): ScrollEdges {
  const max = track.scrollWidth - track.clientWidth;
  return {
    overflowing: max > 1,
    atStart: track.scrollLeft <= 1,
    atEnd: track.scrollLeft >= max - 1,
  };
}

/** Follows whether a horizontal scroller can go back or forward, as it scrolls and as its size changes. */
export function useScrollEdges(track: RefObject<HTMLElement | null>, itemCount: number): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const next = edgesOf(element);
    setEdges((previous) =>
      previous.overflowing === next.overflowing &&
      previous.atStart === next.atStart &&
      previous.atEnd === next.atEnd
        ? previous
        : next,
    );
  }, [track]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    // The row's own size is what matters; the window's size is only the fallback where ResizeObserver is missing,
    // so a carousel adds no listener outside its own elements (an embedding host counts on that).
    if (!observer) window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
      if (!observer) window.removeEventListener('resize', update);
    };
  }, [track, update, itemCount]);

  return edges;
}
