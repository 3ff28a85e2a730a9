/**
 * One boundary rule for every band of the site (budget, weight, seats…): a band is [min, max) in the
 * unit of its dimension, null = open end. A value on a boundary belongs to the upper band.
 */
export interface Band {
  key: string;
  min: number | null;
  max: number | null;
}

export const LAKH = 100_000;
export const CRORE = 10_000_000;

export const inBand = (band: Band, value: number): boolean =>
  (band.min === null || value >= band.min) && (band.max === null || value < band.max);

/** A rupee band given in lakh: `lakhBand('5-10-lakh', 5, 10)`. */
export const lakhBand = (key: string, min: number | null, max: number | null): Band => ({
  key,
  min: min === null ? null : Math.round(min * LAKH),
  max: max === null ? null : Math.round(max * LAKH),
});

const lakhText = (lakh: number): string => (lakh >= 100 ? `${lakh / 100}-crore` : `${lakh}-lakh`);

/** `under-10-lakh`, `under-1-crore`: everything below the amount. */
export const underBand = (lakh: number): Band => lakhBand(`under-${lakhText(lakh)}`, null, lakh);
/** `above-50-lakh`: the amount and more. */
export const aboveBand = (lakh: number): Band => lakhBand(`above-${lakhText(lakh)}`, lakh, null);
/** `5-10-lakh`: from the first amount up to the second. */
export const rangeBand = (fromLakh: number, toLakh: number): Band =>
  lakhBand(`${fromLakh}-${toLakh}-lakh`, fromLakh, toLakh);

/** True when the bands, in order, cover every value exactly once (from nothing or zero, contiguous, open above). */
export function bandsTile(bands: readonly Band[]): boolean {
  if (bands.length === 0) return false;
  const first = bands[0];
  if (!first || (first.min !== null && first.min !== 0) || bands[bands.length - 1]?.max !== null)
    return false;
  return bands.every((band, index) => {
    const next = bands[index + 1];
    if (next === undefined) return true;
    return band.max !== null && band.max === next.min && (band.min === null || band.min < band.max);
  });
}
