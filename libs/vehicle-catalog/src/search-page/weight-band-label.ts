import type { TFunction } from 'i18next';
import type { WeightBand } from '../filters';

function tonnes(kg: number, t: TFunction): string {
  return t('search.tonnes', { value: Number((kg / 1000).toFixed(1)) });
}

/** "Under 3.5 t", "3.5 to 7.5 t" or "Above 49 t", in the page's language. */
export function weightBandLabel(band: WeightBand, t: TFunction): string {
  if (band.maxKg === null) return t('search.above', { price: tonnes(band.minKg, t) });
  if (band.minKg === 0) return t('search.under', { price: tonnes(band.maxKg, t) });
  return t('search.between', { from: tonnes(band.minKg, t), to: tonnes(band.maxKg, t) });
}
