/** Most variants one comparison can hold (SPEC §9). */
export const MAX_COMPARE_VARIANTS = 4;

/** The exact user messages of SPEC §5 and §8 (spelling kept as specified). */
export const COMPARE_MESSAGES = {
  nothingSelected: 'Select Varient!',
  tooMany: 'You can select 4 varients max',
  noVariantsForModel: 'Sorry, no variants available for comparison; please select another model.',
} as const;
