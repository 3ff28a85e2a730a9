import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/** Texts of the model and variant pages (namespace "catalogue", keys "model" and "variant"), in all six languages. */
export const modelPageTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
