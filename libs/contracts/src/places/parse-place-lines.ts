import type { LocaleCode } from '../verticals';

export type IndicLocale = Exclude<LocaleCode, 'en'>;

/**
 * Reads "English: Hindi | Punjabi | Tamil | Telugu [| Marathi]" lines into names by English name; Marathi
 * takes the Hindi spelling when the line has no fifth field.
 */
export function parsePlaceLines(lines: string): ReadonlyMap<string, Readonly<Record<IndicLocale, string>>> {
  return new Map(
    lines
      .trim()
      .split('\n')
      .map((line) => {
        const split = line.indexOf(': ');
        const [hi, pa, ta, te, mr = hi] = line
          .slice(split + 2)
          .split('|')
          .map((name) => name.trim());
        return [line.slice(0, split), { hi, mr, pa, ta, te }] as const;
      }),
  );
}
