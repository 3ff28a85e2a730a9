import { COMPARE_MESSAGES, MAX_COMPARE_VARIANTS } from './compare-messages';

/** The variants picked for comparison, by slug, in the order they were picked. */
export type CompareSelection = readonly string[];

/** The selection after a change, and the message to show when the change was refused. */
export interface CompareChange {
  selection: CompareSelection;
  error: string | null;
}

/** Adds a variant; a duplicate is ignored, a fifth variant is refused with the exact message of docs/domain.md#comparison. */
export function addVariant(selection: CompareSelection, variantSlug: string): CompareChange {
  if (selection.includes(variantSlug)) return { selection, error: null };
  if (selection.length >= MAX_COMPARE_VARIANTS) return { selection, error: COMPARE_MESSAGES.tooMany };
  return { selection: [...selection, variantSlug], error: null };
}

export function removeVariant(selection: CompareSelection, variantSlug: string): CompareSelection {
  return selection.filter((slug) => slug !== variantSlug);
}

/** The message that stops a comparison from starting, or null when it can start. */
export function compareSelectionError(selection: CompareSelection): string | null {
  if (selection.length === 0) return COMPARE_MESSAGES.nothingSelected;
  if (selection.length > MAX_COMPARE_VARIANTS) return COMPARE_MESSAGES.tooMany;
  return null;
}

export function canAddVariant(selection: CompareSelection): boolean {
  return selection.length < MAX_COMPARE_VARIANTS;
}
