import type { City } from '@cvb/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema';

/** All cities, New Delhi (the default) first, then in seed order. */
export async function listCities(db: Db): Promise<City[]> {
  return db
    .select({ slug: cities.slug, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.id));
}
