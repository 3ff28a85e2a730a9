import type { NamespaceResources } from '@cvb/i18n';
import { en } from './catalog-texts/en';
import { hi } from './catalog-texts/hi';
import { mr } from './catalog-texts/mr';
import { pa } from './catalog-texts/pa';
import { ta } from './catalog-texts/ta';
import { te } from './catalog-texts/te';

/** Texts of the catalogue engine (namespace "catalog"), in all six languages. */
export const catalogResources: NamespaceResources = { en, hi, mr, pa, ta, te };
