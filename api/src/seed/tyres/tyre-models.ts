import { parseTyreSize } from '@cvb/contracts';
import { SIZES_BY_CATEGORY, type TyreCategory } from './size-catalogue';
import { tyreBrandLines } from './tyre-lines';
import { seedHash, slugOf } from './seed-hash';

export type TyreSegment = 'truck' | 'tractor' | 'three-wheeler' | 'infra';
export type TyreTread = 'rib' | 'lug' | 'mixed' | 'traction';

export interface TyreSizeSeed {
  sizeKey: string;
  width: string;
  aspectRatio: number;
  rimInches: number;
  construction: string;
  loadIndex: string | null;
  speedRating: string | null;
  plyRating: number | null;
  tubeless: boolean;
  price: number;
}

export interface TyreModelSeed {
  slug: string;
  name: string;
  /** The model's best-selling size. */
  size: string;
  segment: TyreSegment;
  price: number;
  status: 'on-sale' | 'upcoming' | 'expired';
  type: TyreTread;
  construction: 'radial' | 'bias';
  tubeless: boolean;
  vehicleTypes: string[];
  warranty: string;
  popularity: number;
  sizes: TyreSizeSeed[];
}

export interface TyreBrandSeed {
  slug: string;
  name: string;
  popularity: number;
  models: TyreModelSeed[];
}

const SEGMENT: Record<TyreCategory, TyreSegment> = {
  truckRadial: 'truck',
  truckBias: 'truck',
  lcv: 'truck',
  tractorRear: 'tractor',
  tractorFront: 'tractor',
  threeWheeler: 'three-wheeler',
  earthmover: 'infra',
};

const VEHICLE_TYPES: Record<TyreCategory, string[]> = {
  truckRadial: ['truck', 'bus'],
  truckBias: ['truck', 'bus'],
  lcv: ['lcv', 'truck'],
  tractorRear: ['tractor'],
  tractorFront: ['tractor'],
  threeWheeler: ['three-wheeler'],
  earthmover: ['infra'],
};

/** Years of manufacturer warranty against defects, by category. */
const WARRANTY_YEARS: Record<TyreCategory, number> = {
  truckRadial: 5,
  truckBias: 3,
  lcv: 4,
  tractorRear: 5,
  tractorFront: 5,
  threeWheeler: 3,
  earthmover: 3,
};

function treadOf(category: TyreCategory, name: string, index: number): TyreTread {
  if (category === 'tractorRear') return 'traction';
  if (category === 'tractorFront') return 'rib';
  if (category === 'earthmover') return 'lug';
  if (/lug|rock|mine|mining|trak|trac|grip|d$|drive|\bD\b|DL|MD|HD/i.test(name)) return 'lug';
  if (/rib|z$|\bZ\b|S$|steer|comfort/i.test(name)) return 'rib';
  return (['rib', 'mixed', 'lug'] as const)[index % 3];
}

const roundTo50 = (value: number) => Math.round(value / 50) * 50;

function sizesOf(category: TyreCategory, lineName: string, priceFactor: number): TyreSizeSeed[] {
  const all = SIZES_BY_CATEGORY[category];
  const h = seedHash(lineName);
  // The lead size: the category's best seller for one line in two. A line is all radial or all bias.
  const lead = all[h % 2 === 0 ? 0 : h % all.length];
  const radial = (key: string) => / R\d/.test(key);
  const pool = all.filter((entry) => radial(entry.key) === radial(lead.key));
  // Between 3 and 5 sizes (fewer when the pool is smaller), the lead size first.
  const count = Math.min(pool.length, 3 + (h % 3));
  const start = pool.indexOf(lead);
  const picked = Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length]);
  return picked.map((entry, i) => {
    const parsed = parseTyreSize(entry.key);
    if (!parsed.ok) throw new Error(`Seed size ${entry.key}: ${parsed.message}`);
    const jitter = 0.94 + ((h + i * 17) % 13) / 100;
    return {
      sizeKey: parsed.size.key,
      width: parsed.size.widthLabel,
      aspectRatio: parsed.size.aspectRatio,
      rimInches: parsed.size.rimInches,
      construction: parsed.size.construction,
      loadIndex: entry.loadIndex,
      speedRating: entry.speedRating,
      plyRating: entry.plyRating,
      tubeless: entry.tubeless,
      price: roundTo50(entry.basePrice * priceFactor * jitter),
    };
  });
}

/** Every tyre model of the seed: one per product line, sold in three to five sizes, deterministic. */
export function tyreBrandSeeds(): TyreBrandSeed[] {
  let serial = 0;
  return tyreBrandLines.map((brand) => ({
    slug: brand.slug,
    name: brand.name,
    popularity: brand.popularity,
    models: (Object.entries(brand.lines) as [TyreCategory, string[]][]).flatMap(([category, names]) =>
      names.map((lineName, index) => {
        // Earthmover lines (added later) are all on sale and leave the other lines' statuses as they were.
        const counted = category !== 'earthmover';
        if (counted) serial += 1;
        const sizes = sizesOf(category, `${brand.slug} ${lineName}`, brand.priceFactor);
        const lead = sizes[0];
        const status = !counted
          ? 'on-sale'
          : serial % 29 === 0
            ? 'expired'
            : serial % 37 === 0
              ? 'upcoming'
              : 'on-sale';
        return {
          slug: slugOf(lineName),
          name: `${brand.name} ${lineName}`,
          size: lead.sizeKey,
          segment: SEGMENT[category],
          price: Math.min(...sizes.map((s) => s.price)),
          status,
          type: treadOf(category, lineName, index),
          construction: sizes.some((s) => s.construction === 'radial') ? 'radial' : 'bias',
          tubeless: sizes.some((s) => s.tubeless),
          vehicleTypes: VEHICLE_TYPES[category],
          warranty: String(WARRANTY_YEARS[category]),
          popularity: Math.max(1, brand.popularity - index * 4 - (seedHash(lineName) % 5)),
          sizes,
        } satisfies TyreModelSeed;
      }),
    ),
  }));
}
