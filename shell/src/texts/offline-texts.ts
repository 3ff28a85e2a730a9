import type { NamespaceResources } from '@cvb/i18n';
import { en } from './offline/en';
import { hi } from './offline/hi';
import { mr } from './offline/mr';
import { pa } from './offline/pa';
import { ta } from './offline/ta';
import { te } from './offline/te';

/**
 * The offline banner and page and the web app manifest (namespace 'shell', key 'offline'). Plain objects: the service
 * worker and the web server read them too, without i18next; the page registers them with the banner's code, which
 * loads only when the connection is lost (the data saver switch's texts are apart: ./data-saver-texts.ts).
 */
export const offlineTexts = { en, hi, mr, pa, ta, te } satisfies NamespaceResources;
export type OfflineTexts = typeof en.offline;
