/** Field readers shared by the mandi and fuel CSV imports: each answers a value or a reason. */

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(reason: string): Checked<T> => ({ ok: false, reason });

/** DD/MM/YYYY (the public files' format) → YYYY-MM-DD; a real calendar day no later than `latest`. */
export function readDate(column: string, text: string, latest: string): Checked<string> {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return refuse(`${column} "${text}" is not a date like 24/11/2026`);
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    return refuse(`${column} "${text}" is not a real day`);
  }
  if (iso > latest) return refuse(`${column} "${text}" is in the future`);
  if (iso < '2000-01-01') return refuse(`${column} "${text}" is before 2000`);
  return ok(iso);
}

/** A price: a positive number, or null for "NR", "-" or empty when `optional`. */
export function readPrice(
  column: string,
  text: string,
  optional: boolean,
  max: number,
): Checked<number | null> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toUpperCase() === 'NR' || trimmed === '-') {
    return optional ? ok(null) : refuse(`${column} is required`);
  }
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return refuse(`${column} "${text}" is not a number`);
  const value = Number(trimmed);
  if (value < 0) return refuse(`${column} must not be negative`);
  if (value === 0) return optional ? ok(null) : refuse(`${column} must be more than 0`);
  if (value > max) return refuse(`${column} ${trimmed} is more than ${max}`);
  return ok(value);
}

/** A required name, at most 100 characters. */
export function readName(column: string, text: string): Checked<string> {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return refuse(`${column} is required`);
  if (value.length > 100) return refuse(`${column} must be 100 characters or less`);
  return ok(value);
}

/**
 * Header → index of each expected column (spaces, case and "_x0020_" vs "_" tolerated), or the list of
 * missing ones.
 */
export function mapColumns(
  header: string[],
  required: readonly string[],
  optional: readonly string[] = [],
): { ok: true; index: Record<string, number> } | { ok: false; missing: string[] } {
  const norm = (name: string) =>
    name
      .trim()
      .toLowerCase()
      .replace(/_x0020_/g, '_')
      .replace(/[\s_]+/g, '_');
  const positions = new Map(header.map((name, index) => [norm(name), index]));
  const index: Record<string, number> = {};
  const missing: string[] = [];
  for (const column of [...required, ...optional]) {
    const position = positions.get(norm(column));
    if (position === undefined) {
      if (required.includes(column)) missing.push(column);
    } else index[column] = position;
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, index };
}
