import { MESSAGES, tooLongMessage } from './messages';
import { maxLengthOfField } from './text-limits';

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. PostgreSQL cannot even store U+0000. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Lone UTF-16 surrogates: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Bidirectional embeddings, overrides and isolates: they make "cod.exe" read as "exe.doc" on a page. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (value: string): boolean =>
  CONTROL_CHARACTER.test(value) || LONE_SURROGATE.test(value) || BIDI_CONTROL.test(value);

/** A refused text field: `field` is its dotted path ("contact.name", "images.2"). */
export interface TextProblem {
  field: string;
  message: string;
}

/** Deeper than this is no form of ours: refused before anything walks it further. */
export const MAX_INPUT_DEPTH = 12;

/**
 * The first text in a parsed request part (body, query, params) that no field of ours accepts: control
 * characters anywhere, or longer than its field's maximum (by key, see `maxLengthOfField`). Null when all is fine.
 */
export function findUnsafeText(input: unknown, prefix = ''): TextProblem | null {
  return walk(input, prefix, '', 0);
}

function walk(value: unknown, path: string, key: string, depth: number): TextProblem | null {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) return { field: path, message: MESSAGES.controlCharacters };
    const max = maxLengthOfField(key);
    return value.length > max ? { field: path, message: tooLongMessage(max) } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { field: path, message: MESSAGES.tooDeep };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [childKey, child] of entries) {
    if (hasControlCharacters(childKey))
      return { field: path || childKey, message: MESSAGES.controlCharacters };
    const childPath = path ? `${path}.${childKey}` : childKey;
    // An array item's limit is its array's (tags, names…).
    const problem = walk(child, childPath, Array.isArray(value) ? key : childKey, depth + 1);
    if (problem) return problem;
  }
  return null;
}
