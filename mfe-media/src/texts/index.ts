import type { NamespaceResources } from '@cvb/i18n';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

/** Namespace 'media' in the six languages (the eager form, for tests). */
export const mediaTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
