import type { MyAdsResponse } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { usedVehicleAds } from '../db/schema-ads';

/** The user's used-vehicle ads (sold and removed ones too), newest first. */
export async function adsOfUser(db: Db, userId: number): Promise<MyAdsResponse> {
  const rows = await db
    .select({
      id: usedVehicleAds.id,
      vertical: usedVehicleAds.vertical,
      brand: usedVehicleAds.brand,
      model: usedVehicleAds.model,
      variant: usedVehicleAds.variant,
      year: usedVehicleAds.year,
      city: usedVehicleAds.city,
      price: usedVehicleAds.price,
      status: usedVehicleAds.status,
      moderation: usedVehicleAds.moderation,
      moderationReason: usedVehicleAds.moderationReason,
      createdAt: usedVehicleAds.createdAt,
    })
    .from(usedVehicleAds)
    .where(eq(usedVehicleAds.userId, userId))
    .orderBy(desc(usedVehicleAds.createdAt), desc(usedVehicleAds.id));
  return { ads: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
