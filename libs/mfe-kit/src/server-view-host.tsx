import type { ReactNode } from 'react';
import { createPageTakeover, PageTakeoverProvider } from './page-suspense';

/**
 * Whether `element` holds this app's view as the shell's server rendered it; the marker is taken, so only the first
 * mount hydrates and a later one (after navigating away and back) renders afresh.
 */
export function takeServerView(element: unknown, app: string): boolean {
  if (!(element instanceof HTMLElement) || element.dataset.serverView !== app) return false;
  delete element.dataset.serverView;
  return true;
}

/** The view answers taps once React has taken it over (hydrated, or painted again after a mismatch). */
export function releaseServerView(element: unknown): void {
  if (element instanceof HTMLElement) element.removeAttribute('inert');
}

/**
 * How an app mounts into a box that may hold its server view: `renderType` for single-spa-react, `Provide` around
 * the app's root, and `mount`, which hydrates that view and lifts its `inert` once the page is alive (a lazily loaded
 * page in `PageSuspense` says so when its code has come and hydrated it).
 */
export function serverViewHost(app: string) {
  let hydrate = false;
  let takeover = createPageTakeover();
  return {
    renderType: (): 'hydrateRoot' | 'createRoot' => (hydrate ? 'hydrateRoot' : 'createRoot'),
    Provide: ({ children }: { children: ReactNode }) => (
      <PageTakeoverProvider value={takeover}>{children}</PageTakeoverProvider>
    ),
    async mount(element: unknown, mountRoot: () => Promise<unknown>): Promise<void> {
      hydrate = takeServerView(element, app);
      takeover = createPageTakeover();
      await mountRoot();
      // Not awaited: a lazily loaded page hydrates when its code comes, and the mount is done before.
      if (hydrate) void takeover.whenAlive().then(() => releaseServerView(element));
    },
  };
}
