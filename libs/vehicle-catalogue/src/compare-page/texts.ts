import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/** Texts of the compare page (namespace "catalogue", key "compare"); English messages exactly as docs/domain.md#comparison. */
export const compareTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
