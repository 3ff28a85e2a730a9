import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/** Texts of the tractor and construction-equipment pages and of the shared filter groups (namespace "catalog"). */
export const machineTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
