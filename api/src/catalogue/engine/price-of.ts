import { inBand, type Band } from '@cvb/contracts';

/** The price a model is filtered and sorted by: its lowest ex-showroom price, else its expected price. */
export function priceOf(model: { minPrice: number | null; expectedPrice: number | null }): number | null {
  return model.minPrice ?? model.expectedPrice;
}

export function inPriceBand(
  band: Band,
  model: { minPrice: number | null; expectedPrice: number | null },
): boolean {
  const price = priceOf(model);
  return price !== null && inBand(band, price);
}
