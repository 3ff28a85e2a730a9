import { usedAdPath, type UsedAdCard, type UsedAdPhoto, type UsedPublicStatus } from '@cvb/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedVehicleAdImages, usedVehicleAds } from '../db/schema-ads';
import { imageUrlOf } from '../ads/image-url';

export type AdRow = typeof usedVehicleAds.$inferSelect;

/**
 * How an ad stands for the public (docs/domain.md#used-marketplace): null when it is not public at all (removed by
 * the seller, or not live in moderation); sold; expired once expiresAt has passed; else active.
 */
export function publicStatusOf(row: AdRow, now: Date): UsedPublicStatus | null {
  if (row.status === 'removed' || row.moderation !== 'live') return null;
  if (row.status === 'sold') return 'sold';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The photos of each ad, in order. */
export async function photosOf(db: Db, adIds: readonly number[]): Promise<Map<number, UsedAdPhoto[]>> {
  const byAd = new Map<number, UsedAdPhoto[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select()
    .from(usedVehicleAdImages)
    .where(inArray(usedVehicleAdImages.adId, [...adIds]))
    .orderBy(asc(usedVehicleAdImages.adId), asc(usedVehicleAdImages.order));
  for (const row of rows) {
    const photo = { url: imageUrlOf(row.path), width: row.width, height: row.height };
    byAd.set(row.adId, [...(byAd.get(row.adId) ?? []), photo]);
  }
  return byAd;
}

/** An ad in a list: no seller name, number or email. */
export function toCard(row: AdRow, photos: readonly UsedAdPhoto[], status: UsedPublicStatus): UsedAdCard {
  return {
    id: row.id,
    path: usedAdPath(row),
    vertical: row.vertical,
    brand: row.brand,
    brandSlug: row.brandSlug,
    model: row.model,
    modelSlug: row.modelSlug,
    variant: row.variant,
    year: row.year,
    kmsDriven: row.kmsDriven,
    owner: row.owner,
    fuel: row.fuel,
    city: row.city,
    state: row.state,
    stateSlug: row.stateSlug,
    price: row.price,
    status,
    createdAt: row.createdAt.toISOString(),
    photo: photos[0] ?? null,
    photoCount: photos.length,
  };
}

/** Cards of rows that are public, photos loaded in one query. */
export async function cardsOf(db: Db, rows: readonly AdRow[], now: Date): Promise<UsedAdCard[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const status = publicStatusOf(row, now);
    return status ? [toCard(row, photos.get(row.id) ?? [], status)] : [];
  });
}
