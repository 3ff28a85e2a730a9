import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/**
 * The 360° view's few words in all six languages at once, for checks and the eager `registerCatalogueTexts()`. The
 * model page reads them from namespace "catalogue" (key `view360`), whose per-language chunks carry each language's
 * part (`catalogue-texts/by-locale`): a page loads its own language only.
 */
export const view360Texts: NamespaceResources = { en, hi, mr, pa, ta, te };
