import { randomBytes } from 'node:crypto';
import type { UsedVehicleAd } from '@cvb/contracts';
import type { Db } from '../db/database';
import { usedVehicleAdImages, usedVehicleAds } from '../db/schema-ads';
import type { CheckedAdInput } from './ad-fields';
import type { ProcessedImage } from './ad-images';
import { toAd } from './ad-queries';
import type { ImageStorage } from './image-storage';

const newKey = (): string => `ads/${randomBytes(12).toString('hex')}.webp`;

/**
 * Stores the photos, then the ad and its image rows in one transaction; if the database refuses,
 * the photos just written are deleted again, so a failure leaves nothing behind.
 */
export async function createUsedVehicleAd(
  db: Db,
  storage: ImageStorage,
  userId: number,
  input: CheckedAdInput,
  images: ProcessedImage[],
): Promise<UsedVehicleAd> {
  const keys = images.map(newKey);
  try {
    await Promise.all(images.map((image, i) => storage.put(keys[i], image.body, 'image/webp')));
    return await db.transaction(async (tx) => {
      const [ad] = await tx
        .insert(usedVehicleAds)
        .values({ ...input, userId })
        .returning();
      const rows =
        images.length === 0
          ? []
          : await tx
              .insert(usedVehicleAdImages)
              .values(
                images.map((image, order) => ({
                  adId: ad.id,
                  path: keys[order],
                  width: image.width,
                  height: image.height,
                  order,
                })),
              )
              .returning();
      return toAd(ad, rows);
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}
