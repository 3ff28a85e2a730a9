import {
  AD_INSURANCE_TYPES,
  DEPRECIATION_CURVES,
  USED_AD_LIFETIME_DAYS,
  VEHICLE_VERTICALS,
  indianStateByName,
  kmsFactor,
  retainedShare,
  usedSlugWords,
  OWNER_FACTORS,
  type AdOwner,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, users, vehicleModels, vehicleVariants } from '../../db/schema';
import { usedVehicleAdImages, usedVehicleAds } from '../../db/schema-ads';
import { drawingPhotoPath } from '../../ads/image-url';
import { SEED_STATES } from './places';
import { between, intBetween, pick, seededRandom, weighted, type Random } from './random';
import { SELLER_NAMES } from './sellers';
import { descriptionFor } from './texts';

/** How many ads each vertical gets (about 400 in all; docs/domain.md#seed-data). */
export const USED_AD_COUNTS: Readonly<Record<VehicleVertical, number>> = {
  truck: 130,
  tractor: 110,
  'three-wheeler': 60,
  bus: 50,
  infra: 50,
};

const DAY_MS = 86_400_000;
const COLOURS = ['White', 'Red', 'Blue', 'Yellow', 'Silver', 'Orange', 'Green'];
const VIEWS = ['angle', 'side', 'front', 'rear', 'cabin'] as const;

interface SeedModel {
  id: number;
  brandId: number;
  brandSlug: string;
  brandName: string;
  slug: string;
  name: string;
  fuel: string;
  popularity: number;
  variants: { id: number; name: string; price: number }[];
}

async function modelsOf(db: Db, vertical: VehicleVertical): Promise<SeedModel[]> {
  const rows = await db
    .select({
      id: vehicleModels.id,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      fuel: vehicleModels.fuelType,
      popularity: vehicleModels.popularity,
      variantId: vehicleVariants.id,
      variantName: vehicleVariants.name,
      price: vehicleVariants.price,
    })
    .from(vehicleVariants)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(
      and(
        eq(vehicleModels.vertical, vertical),
        ne(vehicleModels.status, 'upcoming'),
        isNotNull(vehicleVariants.price),
      ),
    )
    .orderBy(asc(vehicleModels.id), asc(vehicleVariants.position), asc(vehicleVariants.id));
  const byId = new Map<number, SeedModel>();
  for (const row of rows) {
    const model = byId.get(row.id) ?? { ...row, popularity: row.popularity ?? 0, variants: [] };
    model.variants.push({ id: row.variantId, name: row.variantName, price: Number(row.price) });
    byId.set(row.id, model);
  }
  return [...byId.values()];
}

/** A model year: mostly 2 to 8 years old, some older. */
const yearOf = (random: Random, thisYear: number) =>
  thisYear -
  weighted(random, [
    [1, 8],
    [2, 12],
    [3, 14],
    [4, 14],
    [5, 12],
    [6, 10],
    [7, 8],
    [8, 7],
    [10, 6],
    [12, 5],
    [15, 3],
  ]);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * About 400 used-vehicle ads (docs/domain.md#seed-data): real catalogue models of the five verticals, 20 states,
 * years and km that fit together, prices from the depreciation curve with ±12 % noise, the model's drawings as
 * photos, seller names and texts mostly in English and Hindi. Deterministic: a fixed seed and dates counted back
 * from `today`; a handful are sold or expired so those pages have something to show.
 */
export async function seedUsedAds(db: Db, today: string): Promise<number> {
  const random = seededRandom(27_2026);
  // The start of `today` in India: every seeded ad is older than anything posted today.
  const now = new Date(`${today}T00:00:00.000+05:30`);
  const thisYear = now.getUTCFullYear();
  const sellers = await db
    .insert(users)
    .values(
      SELLER_NAMES.map((name, i) => ({
        name,
        mobile: String(7012340000 + i * 37),
        email: `${usedSlugWords(name).replace(/-/g, '.')}.${i}@example.in`,
        passwordHash: null,
      })),
    )
    .returning({ id: users.id, name: users.name, mobile: users.mobile, email: users.email });

  let total = 0;
  for (const vertical of VEHICLE_VERTICALS) {
    const models = await modelsOf(db, vertical);
    if (models.length === 0) continue;
    const modelWeights = models.map((model) => [model, 1 + Math.min(model.popularity, 100) / 20] as const);
    const stateWeights = SEED_STATES.map((state) => [state, state.weight[vertical]] as const);
    const curve = DEPRECIATION_CURVES[vertical];
    const ads: (typeof usedVehicleAds.$inferInsert)[] = [];
    const photoViews: number[] = [];
    for (let i = 0; i < USED_AD_COUNTS[vertical]; i += 1) {
      const model = weighted(random, modelWeights);
      const variant = pick(random, model.variants);
      const state = weighted(random, stateWeights);
      const city = pick(random, state.cities);
      const seller = pick(random, sellers);
      const year = yearOf(random, thisYear);
      const age = Math.max(0, thisYear - year);
      const kms = roundTo(curve.kmsPerYear * Math.max(age, 0.5) * between(random, 0.5, 1.6), 500);
      const owner: AdOwner = weighted(random, [
        ['1st', 70],
        ['2nd', 22],
        ['3rd+', 8],
      ] as const);
      const fair =
        variant.price * retainedShare(vertical, age) * kmsFactor(vertical, age, kms) * OWNER_FACTORS[owner];
      const price = Math.max(25_000, roundTo(fair * between(random, 0.88, 1.12), 5_000));
      const daysAgo =
        i % 37 === 5 ? intBetween(random, 61, 80) : i % 41 === 7 ? 58 : intBetween(random, 0, 55);
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - intBetween(random, 0, 600) * 60_000);
      const rto = `${state.rto}-${String(intBetween(random, 1, 49)).padStart(2, '0')}`;
      const letters = String.fromCharCode(65 + intBetween(random, 0, 25), 65 + intBetween(random, 0, 25));
      ads.push({
        userId: seller.id,
        vertical,
        brand: model.brandName,
        model: model.name,
        variant: variant.name,
        year,
        colour: pick(random, COLOURS),
        kmsDriven: kms,
        owner,
        rto,
        city,
        state: state.name,
        insuranceType: weighted(
          random,
          AD_INSURANCE_TYPES.map((type, n) => [type, [5, 4, 1, 1][n] ?? 1] as const),
        ),
        name: seller.name,
        email: seller.email ?? '',
        mobile: seller.mobile,
        vehicleNumber: `${rto.replace('-', '')}${letters}${intBetween(random, 1000, 9999)}`,
        description: descriptionFor(vertical, random(), random()),
        price,
        status: i % 29 === 11 ? 'sold' : 'active',
        createdAt,
        brandId: model.brandId,
        modelId: model.id,
        variantId: variant.id,
        brandSlug: model.brandSlug,
        modelSlug: model.slug,
        stateSlug: indianStateByName(state.name)?.slug ?? null,
        citySlug: usedSlugWords(city),
        fuel: model.fuel,
        expiresAt: new Date(createdAt.getTime() + USED_AD_LIFETIME_DAYS * DAY_MS),
        soldAt: i % 29 === 11 ? new Date(createdAt.getTime() + 9 * DAY_MS) : null,
        viewCount: intBetween(random, 4, 260),
        contactCount: intBetween(random, 0, 9),
      });
      photoViews.push(intBetween(random, 3, 5));
    }
    const stored = await db.insert(usedVehicleAds).values(ads).returning({ id: usedVehicleAds.id });
    const images = stored.flatMap((ad, n) => {
      const row = ads[n];
      if (!row?.brandSlug || !row.modelSlug) return [];
      return VIEWS.slice(0, photoViews[n]).map((view, order) => ({
        adId: ad.id,
        path: drawingPhotoPath(row.brandSlug ?? '', row.modelSlug ?? '', view),
        width: 640,
        height: 400,
        order,
      }));
    });
    if (images.length > 0) await db.insert(usedVehicleAdImages).values(images);
    total += stored.length;
  }
  return total;
}
