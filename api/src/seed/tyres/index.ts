import { eq } from 'drizzle-orm';
import { LOCALE_CODES } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { brands, tyreBrands, tyreModels, vehicleModels } from '../../db/schema';
import {
  batteries,
  batteryFitments,
  lubricantFitments,
  lubricants,
  tyreFitments,
  tyreGuides,
  tyreSizes,
} from '../../db/schema-tyres';
import { tyreBrandSeeds } from './tyre-models';
import { tyreFitmentsFor, type FitmentVehicle } from './fitments';
import { batteryClassOf, batterySeeds } from './batteries';
import { lubricantSeeds, lubricantUsesOf } from './lubricants';
import { tyreGuideSeeds } from './guides';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CHUNK = 200;
async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function seedTyreModels(tx: Tx): Promise<void> {
  for (const { models, ...brand } of tyreBrandSeeds()) {
    const segments = [...new Set(models.map((model) => model.segment))];
    const [row] = await tx
      .insert(tyreBrands)
      .values({ ...brand, segments })
      .returning({ id: tyreBrands.id });
    const inserted = await tx
      .insert(tyreModels)
      .values(models.map(({ sizes: _sizes, ...model }) => ({ ...model, brandId: row.id })))
      .returning({ id: tyreModels.id, slug: tyreModels.slug });
    const idOf = new Map(inserted.map((model) => [model.slug, model.id]));
    const sizeRows = models.flatMap((model) =>
      model.sizes.map((size) => ({ ...size, modelId: idOf.get(model.slug) as number })),
    );
    await insertInChunks(sizeRows, (chunk) => tx.insert(tyreSizes).values(chunk));
  }
}

async function fitmentVehicles(tx: Tx): Promise<FitmentVehicle[]> {
  return tx
    .select({
      id: vehicleModels.id,
      vertical: vehicleModels.vertical,
      brandSlug: brands.slug,
      modelSlug: vehicleModels.slug,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      gvwKg: vehicleModels.gvwKg,
      wheels: vehicleModels.wheels,
      powerHp: vehicleModels.powerHp,
      maxPrice: vehicleModels.maxPrice,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .orderBy(vehicleModels.id);
}

async function seedBatteriesAndLubricants(tx: Tx, vehicles: FitmentVehicle[]): Promise<void> {
  const batteryRows = await tx
    .insert(batteries)
    .values(batterySeeds.map(({ fits: _fits, ...battery }) => battery))
    .returning({ id: batteries.id, slug: batteries.slug });
  const batteryId = new Map(batteryRows.map((row) => [row.slug, row.id]));
  const batteryLinks = vehicles.flatMap((vehicle) => {
    const kind = batteryClassOf(vehicle);
    return kind === null
      ? []
      : batterySeeds
          .filter((battery) => battery.fits.includes(kind))
          .map((battery) => ({
            batteryId: batteryId.get(battery.slug) as number,
            vehicleModelId: vehicle.id,
          }));
  });
  await insertInChunks(batteryLinks, (chunk) => tx.insert(batteryFitments).values(chunk));

  const lubricantRows = await tx
    .insert(lubricants)
    .values(lubricantSeeds.map(({ use: _use, ...lubricant }) => lubricant))
    .returning({ id: lubricants.id, slug: lubricants.slug });
  const lubricantId = new Map(lubricantRows.map((row) => [row.slug, row.id]));
  const lubricantLinks = vehicles.flatMap((vehicle) => {
    const uses = lubricantUsesOf(vehicle);
    return lubricantSeeds
      .filter((lubricant) => uses.includes(lubricant.use))
      .map((lubricant) => ({
        lubricantId: lubricantId.get(lubricant.slug) as number,
        vehicleModelId: vehicle.id,
      }));
  });
  await insertInChunks(lubricantLinks, (chunk) => tx.insert(lubricantFitments).values(chunk));
}

async function seedGuides(tx: Tx): Promise<void> {
  await tx.insert(tyreGuides).values(
    tyreGuideSeeds.flatMap((guide) =>
      LOCALE_CODES.map((locale) => ({
        slug: guide.slug,
        locale,
        category: guide.category,
        publishedAt: new Date(guide.publishedAt),
        ...guide.texts[locale],
      })),
    ),
  );
}

/**
 * Tyre brands, models and sizes, the tyre sizes, batteries and lubricants each catalogue vehicle takes,
 * and the tyre guides. Runs after the vehicle catalogue, whose models the fitments point to.
 */
export async function seedTyreCatalogue(tx: Tx): Promise<void> {
  await seedTyreModels(tx);
  const vehicles = await fitmentVehicles(tx);
  const fitments = vehicles.flatMap(tyreFitmentsFor);
  await insertInChunks(fitments, (chunk) => tx.insert(tyreFitments).values(chunk));
  await seedBatteriesAndLubricants(tx, vehicles);
  await seedGuides(tx);
}
