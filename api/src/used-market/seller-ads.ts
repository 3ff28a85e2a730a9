import { USED_AD_LIFETIME_DAYS, usedAdEditSchema, type UsedAdEdit, type UsedMyAd } from '@cvb/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { initialModeration } from '../admin/moderation/check-new-item';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { BadRequestError } from '../http/bad-request';
import { photosOf, toCard, type AdRow } from './ad-card';
import { marketColumnsOf } from './market-columns';
import { UsedMarketError } from './used-errors';

const DAY_MS = 86_400_000;

/** The seller's view of an ad: its status as the public sees it (held ads count as active for their owner). */
function toMyAd(row: AdRow, photos: Parameters<typeof toCard>[1], now: Date): UsedMyAd {
  const status =
    row.status === 'sold' ? 'sold' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
  return {
    ...toCard(row, photos, status),
    moderation: row.moderation,
    views: row.viewCount,
    contacts: row.contactCount,
    expiresAt: row.expiresAt.toISOString(),
    soldAt: row.soldAt?.toISOString() ?? null,
    description: row.description,
    colour: row.colour,
    insuranceType: row.insuranceType,
  };
}

async function myAdOf(db: Db, row: AdRow, now: Date): Promise<UsedMyAd> {
  return toMyAd(row, (await photosOf(db, [row.id])).get(row.id) ?? [], now);
}

/** GET used-market/my-ads: every ad of the seller but removed ones, newest first. */
export async function listMyAds(db: Db, userId: number, now: Date): Promise<UsedMyAd[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.userId, userId), ne(ads.status, 'removed')))
    .orderBy(desc(ads.createdAt), desc(ads.id));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMyAd(row, photos.get(row.id) ?? [], now));
}

/** The seller's own ad (not removed), or a 404 that does not say whether someone else's exists. */
async function ownAd(db: Db, userId: number, id: number): Promise<AdRow> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId), ne(ads.status, 'removed')));
  if (!row) throw new UsedMarketError(404, `You have no ad ${id}`);
  return row;
}

function notSold(row: AdRow): void {
  if (row.status === 'sold') throw new UsedMarketError(409, 'This ad is sold; a sold ad cannot change');
}

/**
 * PATCH used-market/my-ads/:id: the given fields change; a new description passes the automatic check again (an ad
 * an editor took down stays down).
 */
export async function editMyAd(
  db: Db,
  userId: number,
  id: number,
  edit: UsedAdEdit,
  now: Date,
): Promise<UsedMyAd> {
  const parsed = usedAdEditSchema.safeParse(edit);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid edit');
  const row = await ownAd(db, userId, id);
  notSold(row);
  const change = parsed.data;
  if (Object.keys(change).length === 0) return myAdOf(db, row, now);
  const place = { city: change.city ?? row.city, state: change.state ?? row.state };
  const columns = await marketColumnsOf(db, { ...row, ...place });
  const moderation =
    change.description !== undefined &&
    change.description !== row.description &&
    (row.moderation === 'live' || row.moderation === 'held')
      ? await initialModeration(db, 'ad', userId, [change.description], id)
      : {};
  const [updated] = await db
    .update(ads)
    .set({ ...change, stateSlug: columns.stateSlug, citySlug: columns.citySlug, ...moderation })
    .where(eq(ads.id, id))
    .returning();
  return myAdOf(db, updated, now);
}

/** POST used-market/my-ads/:id/renew: listed for USED_AD_LIFETIME_DAYS from now; the reminder may go again. */
export async function renewMyAd(db: Db, userId: number, id: number, now: Date): Promise<UsedMyAd> {
  notSold(await ownAd(db, userId, id));
  const [updated] = await db
    .update(ads)
    .set({ expiresAt: new Date(now.getTime() + USED_AD_LIFETIME_DAYS * DAY_MS), remindedAt: null })
    .where(eq(ads.id, id))
    .returning();
  return myAdOf(db, updated, now);
}

/** POST used-market/my-ads/:id/sold: sold now; it leaves the lists, its page stays and says so. */
export async function markMyAdSold(db: Db, userId: number, id: number, now: Date): Promise<UsedMyAd> {
  const row = await ownAd(db, userId, id);
  if (row.status === 'sold') return myAdOf(db, row, now);
  const [updated] = await db
    .update(ads)
    .set({ status: 'sold', soldAt: now })
    .where(eq(ads.id, id))
    .returning();
  return myAdOf(db, updated, now);
}

/** DELETE used-market/my-ads/:id: removed for good (no list, no page). */
export async function deleteMyAd(db: Db, userId: number, id: number): Promise<void> {
  await ownAd(db, userId, id);
  await db.update(ads).set({ status: 'removed' }).where(eq(ads.id, id));
}
