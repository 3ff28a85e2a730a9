import type { LanguageGlossary } from './glossary-types';
import type { TranslatedLocale } from './glossary-check';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';

/**
 * One glossary per language: the word every namespace uses for a term (variant, review, EMI
 * calculator…). `glossary.test.ts` checks every text module of the repo against it.
 */
export const GLOSSARIES: Record<TranslatedLocale, LanguageGlossary> = { hi, mr, pa, ta, te };

export { GLOSSARY_TERMS } from './glossary-terms';
export type { GlossaryEntry, GlossaryTermId, LanguageGlossary } from './glossary-types';
export { describeFinding, glossaryFindings, LOCALES_NEEDING_ZERO } from './glossary-check';
export type { GlossaryFinding, TranslatedLocale } from './glossary-check';
export {
  DANDA_LOCALES,
  describeSentenceStop,
  latinSentenceStops,
  sentenceStopFindings,
} from './sentence-stops';
export type { DandaLocale, SentenceStopFinding } from './sentence-stops';
