import type { NamespaceResources } from '@cvb/i18n';
import { en } from './texts/en';
import { hi } from './texts/hi';
import { mr } from './texts/mr';
import { pa } from './texts/pa';
import { ta } from './texts/ta';
import { te } from './texts/te';
import { EMANDI_NS } from './texts/namespace';

export { EMANDI_NS };

/** The six languages at once (tests); the remote loads one per visitor (texts/lazy.ts). */
export const emandiTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
