import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { expertReviews } from '../../db/schema-reviews';
import { expertReviewText } from './expert-review-text';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An expert review for every truck model, written from the seeded model. */
export async function seedExpertReviews(tx: Tx): Promise<void> {
  const models = await tx
    .select({
      id: vehicleModels.id,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      status: vehicleModels.status,
      minPrice: vehicleModels.minPrice,
      maxPrice: vehicleModels.maxPrice,
      expectedPrice: vehicleModels.expectedPrice,
      expectedLaunch: vehicleModels.expectedLaunch,
      gvwKg: vehicleModels.gvwKg,
      payloadKg: vehicleModels.payloadKg,
      engineCc: vehicleModels.engineCc,
      powerHp: vehicleModels.powerHp,
      torqueNm: vehicleModels.torqueNm,
      batteryKwh: vehicleModels.batteryKwh,
      drivingRangeKm: vehicleModels.drivingRangeKm,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.vertical, 'truck'));
  if (models.length === 0) return;
  await tx.insert(expertReviews).values(
    models.map(({ id, ...model }) => ({
      modelId: id,
      ...expertReviewText({
        ...model,
        minPrice: model.minPrice === null ? null : Number(model.minPrice),
        maxPrice: model.maxPrice === null ? null : Number(model.maxPrice),
        expectedPrice: model.expectedPrice === null ? null : Number(model.expectedPrice),
      }),
    })),
  );
}
