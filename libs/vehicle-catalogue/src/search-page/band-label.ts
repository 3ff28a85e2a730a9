import type { TFunction } from 'i18next';
import type { Band, BandDimension, LocaleCode } from '@cvb/contracts';
import { formatBandPrice, groupIndian, type PriceOptions } from '@cvb/format';

/** Units that have a "21–30" range text; only their whole-number bands use it. */
const RANGE_UNITS = new Set(['hp', 'seats']);

/**
 * A dimension counted in whole numbers names the last whole value of a band in its key: [21, 31) is `21-30-hp`,
 * [13, 26) is `13-25`. A band of a fractional value (PTO power: 39.8 hp) is [30, 40) keyed `30-40-hp` and reads
 * "30 HP to 40 HP", so a tractor with 39.8 hp at the PTO is not hidden behind a "30–39 HP" label.
 */
function readsInWholeNumbers(dimension: BandDimension): boolean {
  return (
    RANGE_UNITS.has(dimension.unit) &&
    dimension.bands.some((band) => band.max !== null && band.key.split('-').includes(String(band.max - 1)))
  );
}

const largestEdge = (bands: readonly Band[]) =>
  Math.max(0, ...bands.flatMap((band) => [band.min ?? 0, band.max ?? 0]));

/** One edge of a band in the dimension's unit: kg as tonnes when its bands reach 5 t, mm as metres. */
function valueText(
  dimension: BandDimension,
  value: number,
  t: TFunction,
  locale: LocaleCode,
  position: Pick<PriceOptions, 'beforePostposition' | 'beforeFrom'>,
): string {
  switch (dimension.unit) {
    case 'rupees':
      return formatBandPrice(value, locale, position);
    case 'kg':
      return largestEdge(dimension.bands) >= 5_000
        ? t('search.tonnes', { value: Number((value / 1000).toFixed(1)) })
        : t('search.unitValue.kg', { value: groupIndian(value) });
    case 'mm':
      return t('search.unitValue.m', { value: Number((value / 1000).toFixed(1)) });
    case 'hp':
    case 'seats':
    case 'm3':
    case 'km':
      return t(`search.unitValue.${dimension.unit}`, { value });
    default:
      return String(value);
  }
}

/**
 * "Under ₹10 Lakh", "₹10 Lakh to ₹20 Lakh", "21–30 HP", "Up to 12 seats", "30 HP to 40 HP", "Above 30 t", in the
 * page's language.
 */
export function bandLabel(dimension: BandDimension, band: Band, t: TFunction, locale: LocaleCode): string {
  // "Under" / "above" and "from … to" take different forms of lakh and crore in some languages (docs/domain.md#prices).
  const text = (value: number) => valueText(dimension, value, t, locale, { beforePostposition: true });
  const span = (value: number) => valueText(dimension, value, t, locale, { beforeFrom: true });
  const whole = readsInWholeNumbers(dimension);
  if (band.max === null) {
    const from = band.min ?? 0;
    return whole ? t('search.andAbove', { value: text(from) }) : t('search.above', { price: text(from) });
  }
  if (band.min === null || band.min === 0) {
    return whole
      ? t('search.upTo', { value: text(band.max - 1) })
      : t('search.under', { price: text(band.max) });
  }
  if (whole) return t(`search.unitRange.${dimension.unit}`, { from: band.min, to: band.max - 1 });
  return t('search.between', { from: span(band.min), to: span(band.max) });
}
