import type { LocaleCode } from '@cvb/contracts';
import { en } from './common/en';
import { hi } from './common/hi';
import { mr } from './common/mr';
import { pa } from './common/pa';
import { ta } from './common/ta';
import { te } from './common/te';

/**
 * The texts shared by the shell and every remote (namespace "common") in all six languages at once, for checks
 * (completeness, glossary). Not exported by the package: a page loads its own language only (`commonTexts`).
 */
export const commonResources: Record<LocaleCode, Record<string, unknown>> = { en, hi, mr, pa, ta, te };
