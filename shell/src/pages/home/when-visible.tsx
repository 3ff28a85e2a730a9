import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenSeenOrIdle } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';

/** How far below the screen a section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '300px 0px';

/**
 * Renders `children` once the placeholder comes near the screen: a remote's widget further down the home
 * page downloads nothing until the visitor scrolls towards it. `orIdle`: also once the page has loaded and the
 * browser is idle (the first widget, which the visitor usually reaches soon), so it is still not part of the page's
 * start-up. Without IntersectionObserver it renders at once; on the server it is the placeholder, as in the browser's
 * first render, which hydrates the server's view.
 */
export function WhenVisible({
  children,
  height,
  orIdle = false,
}: {
  children: ReactNode;
  height: string;
  orIdle?: boolean;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (visible || !placeholder.current) return;
    if (orIdle) return whenSeenOrIdle(placeholder.current, () => setVisible(true), { rootMargin: AHEAD });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [visible, orIdle]);

  return visible ? <>{children}</> : <Skeleton ref={placeholder} $height={height} aria-hidden="true" />;
}
