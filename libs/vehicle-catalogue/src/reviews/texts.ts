import type { NamespaceResources } from '@cvb/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { mr } from './locales/mr';
import { pa } from './locales/pa';
import { ta } from './locales/ta';
import { te } from './locales/te';

/**
 * Texts of the visitors' reviews on a model page (namespace "catalogue", key "reviews"). `recorded` is
 * the message of docs/domain.md#reviews and `validation` those of docs/domain.md#field-rules, exactly, in English.
 */
export const reviewTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
