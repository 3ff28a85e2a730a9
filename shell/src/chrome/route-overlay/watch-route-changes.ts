import { addErrorHandler, removeErrorHandler } from 'single-spa';

/** single-spa announces that apps will change (unmount, load, mount)… */
const START_EVENTS = ['single-spa:before-app-change'] as const;
/** …and that they did, or that nothing had to change, once every new app has mounted. */
const END_EVENTS = ['single-spa:app-change', 'single-spa:no-app-change', 'single-spa:routing-event'] as const;

/** Long enough for a slow remote on 3G, short enough that a lost event never leaves the page covered. */
export const MAX_BUSY_MS = 15_000;

/**
 * Calls `onBusy(true)` when a route change swaps apps and `onBusy(false)` when the new apps have
 * mounted, when an app fails, or after MAX_BUSY_MS at the latest. Query-only changes inside one app
 * swap no app, so they never cover the page. Returns a function that stops watching.
 */
export function watchRouteChanges(onBusy: (busy: boolean) => void, maxBusyMs = MAX_BUSY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(timer);
    onBusy(false);
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(end, maxBusyMs);
    onBusy(true);
  };
  const onAppError = () => end();

  START_EVENTS.forEach((name) => window.addEventListener(name, start));
  END_EVENTS.forEach((name) => window.addEventListener(name, end));
  addErrorHandler(onAppError);
  return () => {
    clearTimeout(timer);
    START_EVENTS.forEach((name) => window.removeEventListener(name, start));
    END_EVENTS.forEach((name) => window.removeEventListener(name, end));
    removeErrorHandler(onAppError);
  };
}
