import { useEffect } from 'react';

/** Keeps the page behind a modal from scrolling while `active`; the previous overflow comes back after. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [active]);
}
