import {
  USED_VALUATION_MIN_COMPARABLES,
  estimateUsedPrice,
  type AdOwner,
  type UsedValuation,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, between, eq, ne, type SQL } from 'drizzle-orm';
import { catalogueOf } from '../catalogue/engine/catalogue-snapshot';
import type { ModelRecord } from '../catalogue/engine/model-record';
import type { VariantRecord } from '../catalogue/engine/variant-records';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { listedAds } from './list-conditions';
import { UsedMarketError } from './used-errors';

export interface ValuationSubject {
  vertical: VehicleVertical;
  model: ModelRecord;
  variant: VariantRecord | null;
  year: number;
  kms: number;
  owner: AdOwner;
  stateSlug: string | null;
  /** The ad being valued, left out of its own comparison. */
  excludeAdId?: number;
}

/**
 * Asking prices of similar active ads: same catalogue model, model year within 2. Ads of the buyer's state when
 * there are enough of them, else of the whole country.
 */
async function comparablePrices(db: Db, subject: ValuationSubject, now: Date): Promise<number[]> {
  const conditions: SQL[] = [
    listedAds(subject.vertical, now),
    eq(ads.brandSlug, subject.model.brandSlug),
    eq(ads.modelSlug, subject.model.slug),
    between(ads.year, subject.year - 2, subject.year + 2),
  ];
  if (subject.excludeAdId !== undefined) conditions.push(ne(ads.id, subject.excludeAdId));
  const rows = await db
    .select({ price: ads.price, stateSlug: ads.stateSlug })
    .from(ads)
    .where(and(...conditions));
  const inState = rows.filter((row) => subject.stateSlug !== null && row.stateSlug === subject.stateSlug);
  const chosen = inState.length >= USED_VALUATION_MIN_COMPARABLES ? inState : rows;
  return chosen.map((row) => row.price);
}

/** The estimate of one vehicle (docs/domain.md#used-marketplace), or null when its model has no new price. */
export async function valuationOf(
  db: Db,
  subject: ValuationSubject,
  now: Date,
): Promise<UsedValuation | null> {
  const newPrice = subject.variant?.price ?? subject.model.minPrice;
  if (newPrice === null || newPrice <= 0) return null;
  const estimate = estimateUsedPrice({
    vertical: subject.vertical,
    newPrice,
    year: subject.year,
    kms: subject.kms,
    owner: subject.owner,
    comparablePrices: await comparablePrices(db, subject, now),
    now,
  });
  return {
    vertical: subject.vertical,
    ...estimate,
    newPrice: {
      amount: Math.round(newPrice),
      brandName: subject.model.brandName,
      modelName: subject.model.name,
      variantName: subject.variant?.name ?? null,
    },
  };
}

/** The catalogue model and variant of slugs, or a 404 naming what is missing. */
export async function catalogueVehicle(
  db: Db,
  vertical: VehicleVertical,
  brand: string,
  model: string,
  variant: string | undefined,
): Promise<{ model: ModelRecord; variant: VariantRecord | null }> {
  const snapshot = await catalogueOf(db, vertical);
  const found = snapshot.findModel(brand, model);
  if (!found) throw new UsedMarketError(404, 'No such model');
  if (!variant) return { model: found, variant: null };
  const picked = snapshot.variantsOfModel(found.id).find((candidate) => candidate.slug === variant);
  if (!picked) throw new UsedMarketError(404, 'No such variant');
  return { model: found, variant: picked };
}
