import { addErrorHandler, start } from 'single-spa';
import { registerRemoteManifests } from '@cvb/mfe-kit';
import { registerApps } from './apps/register-apps';
import { loadTexts } from '@cvb/i18n';
import { restoreStoredCity } from './chrome/city/restore-city';
import { renderChrome } from './chrome/render-chrome';
import { mountRouteOverlay } from './chrome/route-overlay/mount-route-overlay';
import { fetchRemotesConfig } from './federation/remotes-config';
import { housekeepOnStart } from './session/housekeeping';
import { loadCurrentUser } from './session/load-user';
import { keepHeadInSync } from './session/keep-head-in-sync';
import { keepLocaleInSync } from './session/sync-locale';
import { lazyShellTexts } from './texts/lazy-shell-texts';

export async function startShell(): Promise<void> {
  // SPEC §4 housekeeping runs first, before anything reads the stored city, user or history.
  housekeepOnStart();
  keepLocaleInSync();
  keepHeadInSync();
  restoreStoredCity();
  // remotes.json is fetched meanwhile; its failure is handled where it is awaited.
  const remotesConfig = fetchRemotesConfig();
  remotesConfig.catch(() => undefined);
  // The shell's texts in the page's language only (English is in the bundle), before anything renders.
  await loadTexts(lazyShellTexts).catch((error: unknown) =>
    console.error('[shell] texts could not be loaded', error),
  );
  renderChrome();
  mountRouteOverlay();
  void loadCurrentUser();
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
