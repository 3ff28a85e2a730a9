import { randomBytes } from 'node:crypto';
import type { UsedVehicleAd } from '@cvb/contracts';
import { initialModeration } from '../admin/moderation/check-new-item';
import { adRepeatText } from '../admin/moderation/recent-texts';
import type { Db } from '../db/database';
import { usedVehicleAdImages, usedVehicleAds } from '../db/schema-ads';
import type { CheckedAdInput } from './ad-fields';
import { resolveAdVehicle } from './catalogue-pick';
import type { ProcessedImage } from './ad-images';
import { toAd } from './ad-queries';
import type { ImageStorage } from './image-storage';
import { marketColumnsOf } from '../used-market/market-columns';
import { queueAlertsOfNewAd } from '../alerts/queue-used-ads';

const newKey = (): string => `ads/${randomBytes(12).toString('hex')}.webp`;

/**
 * Checks the picked catalogue vehicle and runs the automatic check on the description (a link, phone number
 * or repeated text holds the ad for an editor), then stores the photos, then the ad and its image rows in one
 * transaction; if the database refuses, the photos just written are deleted again, so a failure leaves
 * nothing behind.
 */
export async function createUsedVehicleAd(
  db: Db,
  storage: ImageStorage,
  userId: number,
  input: CheckedAdInput,
  images: ProcessedImage[],
): Promise<UsedVehicleAd> {
  const { brandSlug, modelSlug, variantSlug, ...fields } = input;
  const vehicle = await resolveAdVehicle(db, { ...fields, brandSlug, modelSlug, variantSlug });
  const moderation = await initialModeration(db, 'ad', userId, [adRepeatText({ ...input, ...vehicle })]);
  const market = await marketColumnsOf(db, { ...fields, ...vehicle, brandSlug, modelSlug });
  const keys = images.map(newKey);
  try {
    await Promise.all(images.map((image, i) => storage.put(keys[i], image.body, 'image/webp')));
    const stored = await db.transaction(async (tx) => {
      const [ad] = await tx
        .insert(usedVehicleAds)
        .values({ ...fields, ...vehicle, ...moderation, ...market, userId })
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
      return { ad, rows };
    });
    // A public ad at once fires the saved searches it fits (docs/architecture.md#alert-queue); the ad is stored
    // already, so a failure here costs the alerts of this ad, never the ad or its photos.
    await queueAlertsOfNewAd(db, stored.ad, new Date()).catch(() => []);
    return toAd(stored.ad, stored.rows);
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}
