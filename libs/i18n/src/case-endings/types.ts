/**
 * The case endings a text puts on a place name (docs/domain.md#cities):
 * - `in`: where something is ("in Mumbai": ta மும்பையில், te ముంబైలో, mr मुंबईत, hi मुंबई में);
 * - `located`: the same place describing a noun ("the markets in Maharashtra": ta மகாராஷ்டிராவில் உள்ள,
 *   te మహారాష్ట్రలోని, mr महाराष्ट्रातील, hi महाराष्ट्र के).
 * Tamil, Telugu and Marathi write them joined to the name; Hindi and Punjabi as a separate word.
 */
export type CaseEnding = 'in' | 'located';

export const CASE_ENDINGS: readonly CaseEnding[] = ['in', 'located'];

/** Whether a template's format name (`{{city, in}}`) is one of the case endings. */
export function isCaseEnding(format: string): format is CaseEnding {
  return (CASE_ENDINGS as readonly string[]).includes(format);
}

/**
 * One language's rule: `name` with `ending`, and `after` (a bracket such as " (Tripura)") put right after the name
 * and its ending, before a word Tamil adds for `located` (உள்ள). Each language's rule is a module of its own (by-locale/), so a page
 * downloads its own language's only, with its common texts.
 */
export type Joiner = (name: string, ending: CaseEnding, after: string) => string;
