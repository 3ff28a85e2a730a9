import type { NamespaceResources } from '@cvb/i18n';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

/** Namespace 'leads': every lead form's texts in the six languages. */
export const leadTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
