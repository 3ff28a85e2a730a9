export interface SeenOrIdleOptions {
  /** How near the viewport counts as seen (CSS margin, as IntersectionObserver's `rootMargin`). */
  rootMargin?: string;
  /** Wait for the page's load event before the idle start (the first screen's code and pictures come first). */
  afterLoad?: boolean;
  /** The latest an idle start may wait once it is due, in ms (a busy page still gets the part). */
  idleTimeoutMs?: number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Starts a part of the page that the first screen does not need (the footer, a widget below the fold) once, when it
 * comes near the viewport or when the browser is next idle, whichever is first, so its render is not part of the
 * page's start-up. Returns a function that cancels the start if it has not happened yet.
 */
export function whenSeenOrIdle(
  element: Element,
  start: () => void,
  { rootMargin = '400px', afterLoad = true, idleTimeoutMs = 3000 }: SeenOrIdleOptions = {},
): () => void {
  const view = window as IdleWindow;
  let done = false;
  const cleanups: (() => void)[] = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const run = () => {
    if (done) return;
    cancel();
    start();
  };

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) run();
      },
      { rootMargin },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }

  const whenIdle = () => {
    if (done) return;
    if (view.requestIdleCallback && view.cancelIdleCallback) {
      const handle = view.requestIdleCallback(run, { timeout: idleTimeoutMs });
      const cancelIdle = view.cancelIdleCallback.bind(view);
      cleanups.push(() => cancelIdle(handle));
    } else {
      const handle = window.setTimeout(run, 1);
      cleanups.push(() => window.clearTimeout(handle));
    }
  };
  if (!afterLoad || document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
    cleanups.push(() => window.removeEventListener('load', whenIdle));
  }
  return cancel;
}
