import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/** Texts of the EMI calculator page (namespace "catalogue", key "emi"); the footnote is the one of docs/domain.md#emi. */
export const emiTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
