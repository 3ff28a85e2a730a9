import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/**
 * Texts of the visitors' reviews on a model page (namespace "catalog", key "reviews"). `recorded` is
 * SPEC §4's message and `validation` SPEC §5's, exactly, in English.
 */
export const reviewTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
