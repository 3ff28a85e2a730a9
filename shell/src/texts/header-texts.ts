import type { NamespaceResources } from '@cvb/i18n';
import { en } from './header/en';
import { hi } from './header/hi';
import { mr } from './header/mr';
import { pa } from './header/pa';
import { ta } from './header/ta';
import { te } from './header/te';

/** Header, city picker and search texts of the shell (namespace 'shell'). */
export const headerTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
