import type {
  UsedVehicleAd,
  UsedVehicleAdListQuery,
  UsedVehicleAdListResponse,
  UsedVehicleAdSummary,
} from '@cvb/contracts';
import { usedVehicleAdListQuerySchema } from '@cvb/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { usedVehicleAdImages, usedVehicleAds } from '../db/schema-ads';
import { imageUrlOf } from './image-url';

type AdRow = typeof usedVehicleAds.$inferSelect;
type ImageRow = typeof usedVehicleAdImages.$inferSelect;

async function imagesOf(db: Db, adIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byAd = new Map<number, ImageRow[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select()
    .from(usedVehicleAdImages)
    .where(inArray(usedVehicleAdImages.adId, adIds))
    .orderBy(asc(usedVehicleAdImages.adId), asc(usedVehicleAdImages.order));
  for (const row of rows) byAd.set(row.adId, [...(byAd.get(row.adId) ?? []), row]);
  return byAd;
}

function toSummary(row: AdRow, images: ImageRow[]): UsedVehicleAdSummary {
  return {
    id: row.id,
    vertical: row.vertical,
    brand: row.brand,
    model: row.model,
    variant: row.variant,
    year: row.year,
    colour: row.colour,
    kmsDriven: row.kmsDriven,
    owner: row.owner,
    rto: row.rto,
    city: row.city,
    state: row.state,
    insuranceType: row.insuranceType,
    price: row.price,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    images: images.map((image) => ({
      url: imageUrlOf(image.path),
      width: image.width,
      height: image.height,
    })),
  };
}

export function toAd(row: AdRow, images: ImageRow[]): UsedVehicleAd {
  return {
    ...toSummary(row, images),
    moderation: row.moderation,
    vehicleNumber: row.vehicleNumber,
    description: row.description,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
  };
}

/**
 * Active, public ads matching the filters, newest first; brand and city match whole names, case-insensitively;
 * brandSlug and modelSlug match the catalogue brand or model the seller picked.
 */
export async function listUsedVehicleAds(
  db: Db,
  query: UsedVehicleAdListQuery,
): Promise<UsedVehicleAdListResponse> {
  const q = usedVehicleAdListQuerySchema.parse(query);
  const conditions: SQL[] = [eq(usedVehicleAds.status, 'active'), eq(usedVehicleAds.moderation, 'live')];
  if (q.vertical) conditions.push(eq(usedVehicleAds.vertical, q.vertical));
  if (q.brand) conditions.push(ilike(usedVehicleAds.brand, escapeLike(q.brand)));
  if (q.city) conditions.push(ilike(usedVehicleAds.city, escapeLike(q.city)));
  if (q.brandSlug) {
    const brandIds = db.select({ id: brands.id }).from(brands).where(eq(brands.slug, q.brandSlug));
    conditions.push(inArray(usedVehicleAds.brandId, brandIds));
  }
  if (q.modelSlug) {
    const modelIds = db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .where(eq(vehicleModels.slug, q.modelSlug));
    conditions.push(inArray(usedVehicleAds.modelId, modelIds));
  }
  if (q.minPrice !== undefined) conditions.push(gte(usedVehicleAds.price, q.minPrice));
  if (q.maxPrice !== undefined) conditions.push(lte(usedVehicleAds.price, q.maxPrice));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(usedVehicleAds)
      .where(where)
      .orderBy(desc(usedVehicleAds.createdAt), desc(usedVehicleAds.id))
      .limit(q._limit)
      .offset(q._start),
    db.select({ total: count() }).from(usedVehicleAds).where(where),
  ]);
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return { ads: rows.map((row) => toSummary(row, images.get(row.id) ?? [])), total };
}

/** One public ad with the seller's contact (any sale status), or null; held or taken-down ads are null. */
export async function findUsedVehicleAd(db: Db, id: number): Promise<UsedVehicleAd | null> {
  const [row] = await db
    .select()
    .from(usedVehicleAds)
    .where(and(eq(usedVehicleAds.id, id), eq(usedVehicleAds.moderation, 'live')));
  if (!row) return null;
  const images = await imagesOf(db, [row.id]);
  return toAd(row, images.get(row.id) ?? []);
}

/** "My ads": every ad of one user (any status), newest first, with photos. For GET /api/users/me/ads. */
export async function listAdsOfUser(db: Db, userId: number): Promise<UsedVehicleAd[]> {
  const rows = await db
    .select()
    .from(usedVehicleAds)
    .where(eq(usedVehicleAds.userId, userId))
    .orderBy(desc(usedVehicleAds.createdAt), desc(usedVehicleAds.id));
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAd(row, images.get(row.id) ?? []));
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
