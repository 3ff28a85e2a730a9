/** Most variants one comparison can hold (docs/domain.md#comparison). */
export const MAX_COMPARE_VARIANTS = 4;

/** The exact user messages of docs/domain.md#comparison (spelling kept as specified). */
export const COMPARE_MESSAGES = {
  nothingSelected: 'Select Varient!',
  tooMany: 'You can select 4 varients max',
  noVariantsForModel: 'Sorry, no variants available for comparison; please select another model.',
} as const;
