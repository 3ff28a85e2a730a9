import { ENGLISH_QUESTIONS, HINDI_QUESTIONS } from './community-seeds-en-hi';
import { MARATHI_QUESTIONS, PUNJABI_QUESTIONS } from './community-seeds-mr-pa';
import { TAMIL_QUESTIONS, TELUGU_QUESTIONS } from './community-seeds-ta-te';
import type { SeedQuestion } from './community-seed-types';

export type { SeedAnswer, SeedQuestion } from './community-seed-types';

/**
 * Questions fleet owners, drivers, farmers and operators really ask, each in the language they would write it in
 * (a Punjabi farmer in Punjabi, a Madurai trader in Tamil) and answered in it: each language's page lists its own.
 */
export const COMMUNITY_SEEDS: readonly SeedQuestion[] = [
  ...ENGLISH_QUESTIONS,
  ...HINDI_QUESTIONS,
  ...MARATHI_QUESTIONS,
  ...PUNJABI_QUESTIONS,
  ...TAMIL_QUESTIONS,
  ...TELUGU_QUESTIONS,
];
