import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, tyreBrands } from '../db/schema';

/** The display name of a vehicle or tyre brand with this slug, if any. */
export async function brandNameBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [vehicleBrand] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(eq(brands.slug, slug))
    .limit(1);
  if (vehicleBrand) return vehicleBrand.name;
  const [tyreBrand] = await db
    .select({ name: tyreBrands.name })
    .from(tyreBrands)
    .where(eq(tyreBrands.slug, slug))
    .limit(1);
  return tyreBrand?.name;
}
