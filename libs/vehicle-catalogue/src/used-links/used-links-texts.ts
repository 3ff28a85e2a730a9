import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/**
 * Texts of the catalogue's links into the used marketplace (docs/domain.md#used-marketplace), in all six languages at
 * once, for checks and the eager `registerCatalogueTexts()`. Pages read them from namespace "catalogue" (key `usedLinks`),
 * whose per-language chunks (`catalogue-texts/by-locale`) carry each language's part: a page loads its own language only.
 */
export const usedLinksTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
