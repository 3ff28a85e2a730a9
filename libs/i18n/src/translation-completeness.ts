import type { LocaleCode } from '@cvb/contracts';

/** Dotted keys of a nested translation object: { a: { b: 'x' } } gives ['a.b']. */
export function flattenKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object'
      ? flattenKeys(value as Record<string, unknown>, path)
      : [path];
  });
}

/** Keys of the English bundle that another locale lacks or leaves empty, per locale. */
export function missingTranslations(
  bundles: Record<LocaleCode, Record<string, unknown>>,
): Partial<Record<LocaleCode, string[]>> {
  const reference = flattenKeys(bundles.en);
  const result: Partial<Record<LocaleCode, string[]>> = {};
  for (const code of Object.keys(bundles) as LocaleCode[]) {
    const values = new Map<string, unknown>();
    const walk = (tree: Record<string, unknown>, prefix: string) => {
      for (const [k, v] of Object.entries(tree)) {
        const p = prefix ? `${prefix}.${k}` : k;
        if (v !== null && typeof v === 'object') walk(v as Record<string, unknown>, p);
        else values.set(p, v);
      }
    };
    walk(bundles[code], '');
    const missing = reference.filter((key) => {
      const v = values.get(key);
      return typeof v !== 'string' || v.trim() === '';
    });
    if (missing.length) result[code] = missing;
  }
  return result;
}
