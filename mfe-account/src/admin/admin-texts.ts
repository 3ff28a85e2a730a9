import type { NamespaceResources } from '@cvb/i18n';
import { en } from './admin-texts/en';
import { hi } from './admin-texts/hi';
import { mr } from './admin-texts/mr';
import { pa } from './admin-texts/pa';
import { ta } from './admin-texts/ta';
import { te } from './admin-texts/te';

/** Texts of /admin (namespace "admin"). Row problems of a lead sheet come from the API in English (docs/domain.md#field-rules). */
export const adminTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
