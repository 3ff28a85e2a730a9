const NAMES: Record<string, string[]> = {
  mini: ['STD', 'HT Plus', 'Flat Bed'],
  small: ['CBC', 'HSD', 'Container'],
  pickup: ['CBC', 'FSD', 'HSD'],
  cargo: ['Cab Chassis', 'High Side Deck', 'Container'],
  heavy: ['Cab Chassis', 'High Side Deck', 'Container'],
  dumper: ['Box Body', 'Rock Body', 'Scoop Body'],
  trailer: ['Tractor Head', 'Sleeper Cab', 'Semi Low Bed'],
  electric: ['Standard Range', 'Long Range', 'Fleet Edition'],
};

export interface VariantSeed {
  slug: string;
  name: string;
  price: number | null;
  specs: Record<string, number | string>;
  position: number;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Two or three variants of a model, prices spread evenly from its minimum to its maximum (rounded to ₹1,000);
 * later variants carry a little less payload (heavier body) and, for electric models, more range.
 */
export function variantSeeds(
  model: {
    slug: string;
    bodyType: string;
    fuelType: string;
    minPrice: number | null;
    maxPrice: number | null;
    payloadKg: number | null;
    drivingRangeKm: number | null;
  },
  modelIndex: number,
): VariantSeed[] {
  const names = (NAMES[model.bodyType] ?? NAMES.cargo).slice(0, modelIndex % 3 === 0 ? 2 : 3);
  return names.map((name, position) => {
    const share = names.length === 1 ? 0 : position / (names.length - 1);
    const price =
      model.minPrice === null || model.maxPrice === null
        ? null
        : Math.round((model.minPrice + (model.maxPrice - model.minPrice) * share) / 1000) * 1000;
    const specs: Record<string, number> = {};
    if (position > 0 && model.payloadKg !== null)
      specs.payloadKg = Math.round(model.payloadKg * (1 - 0.04 * position));
    if (position > 0 && model.drivingRangeKm !== null)
      specs.drivingRangeKm = model.drivingRangeKm + 40 * position;
    return { slug: `${model.slug}-${slugify(name)}`, name, price, specs, position };
  });
}
