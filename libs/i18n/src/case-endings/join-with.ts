import type { CaseEnding, Joiner } from './types';

/** "Udaipur (Tripura)": the ending goes on the name, before the bracket. */
const BRACKETED = /^(.*\S)\s*(\([^()]*\))$/u;

/** `name` with `ending` by one language's rule, a bracket after the name kept in place. */
export function joinWith(joiner: Joiner, name: string, ending: CaseEnding): string {
  const trimmed = name.trim();
  if (trimmed === '') return trimmed;
  const bracketed = BRACKETED.exec(trimmed);
  return bracketed
    ? joiner(bracketed[1] ?? trimmed, ending, ` ${bracketed[2]}`)
    : joiner(trimmed, ending, '');
}
