import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { brands, vehicleModels, vehicleVariants } from '../src/db/schema';

/** A seeded 2WD tractor on sale whose maker also sells it as 4WD, with that 4WD variant. */
export async function twoWheelDriveSoldAs4wd(db: Db) {
  const [found] = await db
    .select({
      id: vehicleModels.id,
      brandSlug: brands.slug,
      modelSlug: vehicleModels.slug,
      variantSlug: vehicleVariants.slug,
    })
    .from(vehicleVariants)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(
      and(
        eq(vehicleModels.vertical, 'tractor'),
        eq(vehicleModels.status, 'on-sale'),
        sql`${vehicleModels.extraSpecs}->>'drive' = '2wd'`,
        sql`${vehicleVariants.specs}->>'drive' = '4wd'`,
      ),
    )
    .limit(1);
  if (!found) throw new Error('no 2WD tractor on sale with a 4WD variant');
  return found;
}

/**
 * Whether a tractor is sold in a drive, read from the rows: the drive of any of its variants (a variant's own,
 * else the model's), or the model's own when it has no variants.
 */
export async function tractorDrivesOf(db: Db) {
  const variants = await db
    .select({
      modelId: vehicleVariants.modelId,
      drive: sql<string | null>`${vehicleVariants.specs}->>'drive'`,
    })
    .from(vehicleVariants)
    .where(eq(vehicleVariants.vertical, 'tractor'));
  return (model: { id: number; extraSpecs: Readonly<Record<string, unknown>> }, drive: string): boolean => {
    const own = model.extraSpecs['drive'];
    const ofModel = variants.filter((variant) => variant.modelId === model.id);
    return ofModel.length === 0 ? own === drive : ofModel.some((variant) => (variant.drive ?? own) === drive);
  };
}
