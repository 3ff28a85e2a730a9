import { addErrorHandler, start } from 'single-spa';
import { registerRemoteManifests } from '@cvb/mfe-kit';
import { registerApps } from './apps/register-apps';
import { registerNamespace } from '@cvb/i18n';
import { restoreStoredCity } from './chrome/city/restore-city';
import { renderChrome } from './chrome/render-chrome';
import { mountRouteOverlay } from './chrome/route-overlay/mount-route-overlay';
import { headerTexts } from './texts/header-texts';
import { authTexts } from './texts/auth-texts';
import { fetchRemotesConfig } from './federation/remotes-config';
import { housekeepOnStart } from './session/housekeeping';
import { loadCurrentUser } from './session/load-user';
import { keepLocaleInSync } from './session/sync-locale';
import { registerPagesTexts } from './texts/pages-texts';

export async function startShell(): Promise<void> {
  // SPEC §4 housekeeping runs first, before anything reads the stored city, user or history.
  housekeepOnStart();
  keepLocaleInSync();
  registerNamespace('shell', headerTexts);
  registerNamespace('shell', authTexts);
  restoreStoredCity();
  registerPagesTexts();
  renderChrome();
  mountRouteOverlay();
  void loadCurrentUser();
  try {
    registerRemoteManifests(await fetchRemotesConfig());
  } catch (error) {
    // Without remotes.json every remote shows its error panel; the shell itself still runs.
    console.error('[shell] remotes.json could not be read', error);
  }
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));
  registerApps();
  start({ urlRerouteOnly: true });
}
