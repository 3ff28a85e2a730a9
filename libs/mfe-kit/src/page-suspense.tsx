import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';

/**
 * How a hydrated server view tells its remote that the page is alive. A remote whose pages load lazily keeps the
 * server's HTML of the page until the page's code has come and React has hydrated it; a visitor typing into it before
 * then would lose the text, so the view stays inert until this says the page is alive.
 */
export interface PageTakeover {
  /** Called while rendering: the page behind this boundary hydrates on its own, later than the root. */
  pageLoadsLater(): void;
  /** Called when the page (or the error panel in its place) is committed. */
  pageAlive(): void;
}

const PageTakeoverContext = createContext<PageTakeover | null>(null);
export const PageTakeoverProvider = PageTakeoverContext.Provider;

/** Tells the view's takeover, once committed, that the part around it is alive. */
export function ReportPageAlive() {
  const takeover = useContext(PageTakeoverContext);
  useEffect(() => takeover?.pageAlive(), [takeover]);
  return null;
}

/** The Suspense around a remote's lazily loaded pages: the view answers taps once the page itself is hydrated. */
export function PageSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  useContext(PageTakeoverContext)?.pageLoadsLater();
  return (
    <Suspense fallback={fallback}>
      {children}
      <ReportPageAlive />
    </Suspense>
  );
}

/** A takeover for one mount; `whenAlive` (asked after the root's first commit) settles when the page is alive. */
export function createPageTakeover(): PageTakeover & { whenAlive(): Promise<void> } {
  let waits = false;
  let alive = false;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return {
    pageLoadsLater: () => {
      waits = true;
    },
    pageAlive: () => {
      alive = true;
      settle();
    },
    whenAlive: () => (waits && !alive ? settled : Promise.resolve()),
  };
}
