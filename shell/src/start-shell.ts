import { loadTexts } from '@cvb/i18n';
import { restoreStoredCity } from './chrome/city/restore-city';
import { fetchRemotesConfig } from './federation/remotes-config';
import { housekeepOnStart } from './session/housekeeping';
import { loadCurrentUser } from './session/load-user';
import { keepHeadInSync } from './session/keep-head-in-sync';
import { keepLocaleInSync } from './session/sync-locale';
import { lazyShellTexts } from './texts/lazy-shell-texts';
import { startDataSaver } from './offline/data-saver-state';
import { startOfflineSupport } from './offline/start-offline';

/**
 * Lets the browser paint and answer input before the next step: on a slow phone each step of the start-up (its
 * code evaluated, its work done) is a task of its own instead of one long block (total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startShell(): Promise<void> {
  // Housekeeping (docs/domain.md#browser-storage) runs first, before anything reads the stored city, user or history.
  housekeepOnStart();
  keepLocaleInSync();
  keepHeadInSync();
  restoreStoredCity();
  // Data saver before anything renders (docs/operations.md#offline); the service worker only after the load event.
  startDataSaver();
  startOfflineSupport();
  // remotes.json is fetched meanwhile; its failure is handled where it is awaited.
  const remotesConfig = fetchRemotesConfig();
  remotesConfig.catch(() => undefined);
  // The shell's texts in the page's language only (English is in the bundle), before anything renders.
  await loadTexts(lazyShellTexts).catch((error: unknown) =>
    console.error('[shell] texts could not be loaded', error),
  );
  await nextTask();
  // In the shell's own chunk (no request), evaluated only now: the chrome, then the apps, each in its own task.
  const { renderChrome } = await import(/* webpackMode: "eager" */ './chrome/render-chrome');
  renderChrome();
  await nextTask();
  const { mountRouteOverlay } = await import(
    /* webpackMode: "eager" */ './chrome/route-overlay/mount-route-overlay'
  );
  mountRouteOverlay();
  void loadCurrentUser();
  await nextTask();
  const { addErrorHandler, start } = await import(/* webpackMode: "eager" */ 'single-spa');
  const { registerRemoteManifests } = await import(/* webpackMode: "eager" */ '@cvb/mfe-kit');
  const { registerApps } = await import(/* webpackMode: "eager" */ './apps/register-apps');
  try {
    registerRemoteManifests(await remotesConfig);
  } catch (error) {
    // Without remotes.json every remote shows its error panel; the shell itself still runs.
    console.error('[shell] remotes.json could not be read', error);
  }
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));
  registerApps();
  start({ urlRerouteOnly: true });
}
