import type { LocaleCode } from '@cvb/contracts';
import { en } from './by-locale/en';
import { hi } from './by-locale/hi';
import { mr } from './by-locale/mr';
import { pa } from './by-locale/pa';
import { ta } from './by-locale/ta';
import { te } from './by-locale/te';
import { joinWith } from './join-with';
import type { CaseEnding, Joiner } from './types';

export { CASE_ENDINGS, isCaseEnding, type CaseEnding } from './types';

/** Every language's rule: what the API needs (it writes any language). A page loads its own (page-joiners.ts). */
const JOINERS: Record<LocaleCode, Joiner> = { en, hi, mr, pa, ta, te };

/**
 * `name` with the case ending of `locale` ("पुणे", 'in', 'mr' → "पुण्यात"). A name left in Latin letters (a place
 * the table does not translate) keeps the ending apart: "Rampur-இல்", "Rampur లో", "Rampur मध्ये".
 */
export function joinCaseEnding(name: string, ending: CaseEnding, locale: LocaleCode): string {
  return joinWith(JOINERS[locale], name, ending);
}
