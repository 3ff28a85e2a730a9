import type { NamespaceResources } from '@cvb/i18n';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

/** The "tyres" namespace in all six languages. */
export const tyreTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
