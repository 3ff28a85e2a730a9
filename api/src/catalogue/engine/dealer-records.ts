import type { Dealer, DealerKind, VehicleVertical } from '@cvb/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, dealers } from '../../db/schema';
import { openDealer } from '../../catalogue-desk/open-dealers';

function dealerWhere(vertical: VehicleVertical, brandSlug: string, citySlug?: string, kind?: DealerKind) {
  return and(
    eq(dealers.vertical, vertical),
    eq(brands.slug, brandSlug),
    citySlug === undefined ? undefined : eq(dealers.citySlug, citySlug),
    kind === undefined ? undefined : eq(dealers.kind, kind),
    openDealer(),
  );
}

/** Dealers and service centres of a brand, optionally in one city; empty when there are none. */
export async function listDealers(
  db: Db,
  vertical: VehicleVertical,
  query: { brandSlug: string; citySlug?: string; kind?: DealerKind },
): Promise<Dealer[]> {
  const rows = await db
    .select({
      id: dealers.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      kind: dealers.kind,
      name: dealers.name,
      address: dealers.address,
      city: dealers.city,
      citySlug: dealers.citySlug,
      state: dealers.state,
      pincode: dealers.pincode,
      phone: dealers.phone,
    })
    .from(dealers)
    .innerJoin(brands, eq(brands.id, dealers.brandId))
    .where(dealerWhere(vertical, query.brandSlug, query.citySlug, query.kind))
    .orderBy(asc(dealers.city), asc(dealers.kind), asc(dealers.id));
  return rows;
}

/** Dealers and service centres per brand slug of a vertical (the catalogue snapshot's query). */
export async function queryDealerCounts(db: Db, vertical: VehicleVertical): Promise<Map<string, number>> {
  const rows = await db
    .select({ brandSlug: brands.slug, value: count() })
    .from(dealers)
    .innerJoin(brands, eq(brands.id, dealers.brandId))
    .where(and(eq(dealers.vertical, vertical), openDealer()))
    .groupBy(brands.slug);
  return new Map(rows.map((row) => [row.brandSlug, Number(row.value)]));
}
