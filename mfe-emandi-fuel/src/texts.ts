import type { NamespaceResources } from '@cvb/i18n';
import { en } from './texts/en';
import { hi } from './texts/hi';
import { mr } from './texts/mr';
import { pa } from './texts/pa';
import { ta } from './texts/ta';
import { te } from './texts/te';

/** The namespace of the e-mandi and fuel pages. */
export const EMANDI_NS = 'emandi';

export const emandiTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
