import type { NamespaceResources } from '@cvb/i18n';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

/** Texts of the used marketplace (namespace "used"), one file per language. */
export const usedTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
