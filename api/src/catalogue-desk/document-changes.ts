import type { DeskChange, DeskModelDocument } from '@cvb/contracts';

type Flat = Map<string, unknown>;

function flatten(value: unknown, path: string, into: Flat): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
    return;
  }
  if (value !== undefined) into.set(path, value);
}

/** A document as field paths; variants are keyed by slug (`variants.ace-gold-cng.price`), not by position. */
function flat(document: DeskModelDocument | null): Flat {
  const fields: Flat = new Map();
  if (!document) return fields;
  const { variants, ...rest } = document;
  flatten(rest, '', fields);
  for (const variant of variants) {
    const { id: _id, slug, ...fieldsOfVariant } = variant;
    flatten(fieldsOfVariant, `variants.${slug}`, fields);
  }
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field a publish changed, with its value before and after (null where it did not exist). */
export function documentChanges(before: DeskModelDocument | null, after: DeskModelDocument): DeskChange[] {
  const old = flat(before);
  const now = flat(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  return fields
    .filter((field) => !same(old.get(field), now.get(field)))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
}
