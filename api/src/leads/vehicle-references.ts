import { LEAD_MESSAGES } from '@cvb/contracts';
import type { VehicleVertical } from '@cvb/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, cities, dealers } from '../db/schema';
import { leadBadRequest } from './lead-error';

export interface VehicleReferences {
  vertical?: VehicleVertical;
  brandSlug?: string;
  dealerId?: number;
}

/** A brand must exist in its vertical and a dealer must exist, so the CRM never gets a dangling reference. */
export async function checkVehicleReferences(db: Db, refs: VehicleReferences): Promise<void> {
  if (refs.brandSlug) {
    if (!refs.vertical) throw leadBadRequest(LEAD_MESSAGES.brandNeedsVertical);
    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.vertical, refs.vertical), eq(brands.slug, refs.brandSlug)))
      .limit(1);
    if (!brand) throw leadBadRequest(LEAD_MESSAGES.unknownBrand);
  }
  if (refs.dealerId !== undefined) {
    const [dealer] = await db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.id, refs.dealerId))
      .limit(1);
    if (!dealer) throw leadBadRequest(LEAD_MESSAGES.unknownDealer);
  }
}

/** The city picker sends a slug ('new-delhi'); a known city is stored by name with its state filled in. */
export async function resolveCity(
  db: Db,
  city: string,
  state: string | null,
): Promise<{ city: string; state: string | null }> {
  const [known] = await db
    .select({ name: cities.name, state: cities.state })
    .from(cities)
    .where(or(eq(cities.slug, city.toLowerCase()), sql`lower(${cities.name}) = ${city.toLowerCase()}`))
    .limit(1);
  return known ? { city: known.name, state: state ?? known.state } : { city, state };
}
