import {
  USED_SIMILAR_ADS,
  VERTICAL_DEFINITIONS,
  priceVsEstimate,
  type UsedAdCard,
  type UsedAdDetail,
} from '@cvb/contracts';
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { catalogueOf } from '../catalogue/engine/catalogue-snapshot';
import { toSummary } from '../catalogue/engine/model-records';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { cardsOf, photosOf, publicStatusOf, toCard, type AdRow } from './ad-card';
import { listedAds } from './list-conditions';
import { valuationOf } from './valuation';
import { UsedMarketError } from './used-errors';

/** The public row of an ad (active, sold or expired), or a 404. */
export async function publicAdRow(db: Db, id: number, now: Date): Promise<AdRow> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row || publicStatusOf(row, now) === null) throw new UsedMarketError(404, 'No such ad');
  return row;
}

/** Up to USED_SIMILAR_ADS active ads like this one: same model, then same brand, then the vertical; nearest price first. */
async function similarAds(db: Db, row: AdRow, now: Date): Promise<UsedAdCard[]> {
  const found: AdRow[] = [];
  const tiers: SQL[] = [];
  if (row.modelSlug)
    tiers.push(and(eq(ads.brandSlug, row.brandSlug ?? ''), eq(ads.modelSlug, row.modelSlug)) as SQL);
  if (row.brandSlug) tiers.push(eq(ads.brandSlug, row.brandSlug));
  tiers.push(sql`true`);
  for (const tier of tiers) {
    if (found.length >= USED_SIMILAR_ADS) break;
    const seen = [row.id, ...found.map((ad) => ad.id)];
    const more = await db
      .select()
      .from(ads)
      .where(and(listedAds(row.vertical, now), tier, notInArray(ads.id, seen)))
      .orderBy(sql`abs(${ads.price} - ${row.price})`, ads.id)
      .limit(USED_SIMILAR_ADS - found.length);
    found.push(...more);
  }
  return cardsOf(db, found, now);
}

/** GET used-market/ads/:id (libs/contracts/src/used-market/used-ad-detail.ts): never the seller's number or email. */
export async function usedAdDetail(db: Db, id: number, now: Date): Promise<UsedAdDetail> {
  const row = await publicAdRow(db, id, now);
  const status = publicStatusOf(row, now) ?? 'active';
  const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
  const snapshot = await catalogueOf(db, row.vertical);
  const model = row.modelId === null ? undefined : snapshot.modelsById.get(row.modelId);
  const variant = model
    ? (snapshot.variantsOfModel(model.id).find((v) => v.id === row.variantId) ?? null)
    : null;
  const estimate = model
    ? await valuationOf(
        db,
        {
          vertical: row.vertical,
          model,
          variant,
          year: row.year,
          kms: row.kmsDriven,
          owner: row.owner,
          stateSlug: row.stateSlug,
          excludeAdId: row.id,
        },
        now,
      )
    : null;
  return {
    ...toCard(row, photos, status),
    photos,
    colour: row.colour,
    rto: row.rto,
    insuranceType: row.insuranceType,
    description: row.description,
    sellerFirstName: row.name.trim().split(/\s+/)[0] ?? '',
    views: row.viewCount,
    expiresAt: row.expiresAt.toISOString(),
    soldAt: row.soldAt?.toISOString() ?? null,
    catalogueModel: model ? toSummary(model) : null,
    catalogueModelPath: model
      ? `${VERTICAL_DEFINITIONS[row.vertical].basePath}/${model.brandSlug}/${model.slug}`
      : null,
    estimate,
    priceVsEstimate: estimate ? priceVsEstimate(row.price, estimate.mid) : null,
    similar: await similarAds(db, row, now),
  };
}

/** POST used-market/ads/:id/view: one more view of a public ad. */
export async function countView(db: Db, id: number, now: Date): Promise<void> {
  await publicAdRow(db, id, now);
  await db
    .update(ads)
    .set({ viewCount: sql`${ads.viewCount} + 1` })
    .where(eq(ads.id, id));
}
