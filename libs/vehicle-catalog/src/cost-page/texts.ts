import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/** Texts of the cost-of-ownership and trip-cost pages (namespace "catalog", keys "runningCost" and "tripCost"). */
export const runningCostTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
