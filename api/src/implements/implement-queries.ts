import {
  IMPLEMENT_PAGE_SIZE,
  IMPLEMENT_TYPES,
  implementListQuerySchema,
  type FarmImplement,
  type ImplementList,
  type ImplementType,
  type LocaleCode,
} from '@cvb/contracts';
import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { farmImplements } from '../db/schema-implements';

type Row = typeof farmImplements.$inferSelect;
type Query = z.output<typeof implementListQuerySchema>;

/** A tractor up to this much above the maker's HP range still pulls the implement (at lower throttle). */
const HP_ABOVE_RANGE = 10;

const isType = (value: string): value is ImplementType =>
  (IMPLEMENT_TYPES as readonly string[]).includes(value);

function toImplement(row: Row, locale: LocaleCode): FarmImplement | null {
  if (!isType(row.type)) return null;
  return {
    slug: row.slug,
    name: row.name,
    brandName: row.brandName,
    type: row.type,
    hpMin: row.hpMin,
    hpMax: row.hpMax,
    price: row.price,
    workingWidthMm: row.workingWidthMm,
    weightKg: row.weightKg,
    description: row.description[locale] ?? row.description.en ?? '',
  };
}

/** Implements a tractor of `hp` can pull: at least their minimum, at most a little over their maximum. */
const pulledBy = (hp: number | undefined): SQL | undefined =>
  hp === undefined
    ? undefined
    : and(
        lte(farmImplements.hpMin, hp),
        or(isNull(farmImplements.hpMax), sql`${farmImplements.hpMax} + ${HP_ABOVE_RANGE} >= ${hp}`),
      );
const ofBrand = (brand: string | undefined): SQL | undefined =>
  brand === undefined ? undefined : sql`lower(${farmImplements.brandName}) = ${brand.toLowerCase()}`;
const ofType = (type: ImplementType | undefined): SQL | undefined =>
  type === undefined ? undefined : eq(farmImplements.type, type);

/**
 * Implements by type, brand and the HP of the farmer's tractor, most looked-at first; the counts per type
 * ignore the type filter and those per brand the brand filter, so each chip says what choosing it gives.
 */
export async function listImplements(db: Db, query: Query): Promise<ImplementList> {
  const hp = pulledBy(query.hp);
  const brand = ofBrand(query.brand);
  const type = ofType(query.type);
  const matching = and(hp, brand, type);
  const rows = await db
    .select()
    .from(farmImplements)
    .where(matching)
    .orderBy(desc(farmImplements.popularity), asc(farmImplements.slug))
    .limit(IMPLEMENT_PAGE_SIZE)
    .offset((query.page - 1) * IMPLEMENT_PAGE_SIZE);
  const [{ total }] = await db.select({ total: count() }).from(farmImplements).where(matching);
  const byType = await db
    .select({ key: farmImplements.type, count: count() })
    .from(farmImplements)
    .where(and(hp, brand))
    .groupBy(farmImplements.type);
  const byBrand = await db
    .select({ key: farmImplements.brandName, count: count() })
    .from(farmImplements)
    .where(and(hp, type))
    .groupBy(farmImplements.brandName)
    .orderBy(asc(farmImplements.brandName));
  const typeCount = new Map(byType.map((row) => [row.key, row.count]));
  return {
    items: rows.flatMap((row) => toImplement(row, query.locale) ?? []),
    total,
    page: query.page,
    pageSize: IMPLEMENT_PAGE_SIZE,
    typeCounts: IMPLEMENT_TYPES.map((key) => ({ key, count: typeCount.get(key) ?? 0 })),
    brandCounts: byBrand,
  };
}

export async function findImplement(db: Db, slug: string, locale: LocaleCode): Promise<FarmImplement | null> {
  const [row] = await db.select().from(farmImplements).where(eq(farmImplements.slug, slug));
  return row ? toImplement(row, locale) : null;
}
