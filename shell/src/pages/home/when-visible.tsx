import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@cvb/ui';

/** How far below the screen a section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '300px 0px';

/**
 * Renders `children` once the placeholder comes near the screen: a remote's widget further down the home
 * page downloads nothing until the visitor scrolls towards it. Without IntersectionObserver it renders at once; on
 * the server it is the placeholder, as in the browser's first render, which hydrates the server's view.
 */
export function WhenVisible({ children, height }: { children: ReactNode; height: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (visible || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? <>{children}</> : <Skeleton ref={placeholder} $height={height} aria-hidden="true" />;
}
