import type { AlertRule } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, fuelPrices, vehicleModels } from '../db/schema';
import { mandiCommodities, mandiMarkets } from '../db/schema-mandi';

/** Where an alert is filed: the key a data change looks up, and the columns its test reads. */
export interface AlertIndexEntry {
  matchKey: string;
  condition: string | null;
  threshold: number | null;
}

/** The keys of docs/domain.md#price-alerts; the queueing functions build the same strings. */
export const alertKeys = {
  mandiMarket: (commodityId: number, marketId: number) => `mandi:m:${commodityId}:${marketId}`,
  mandiState: (commodityId: number, stateSlug: string) => `mandi:s:${commodityId}:${stateSlug}`,
  fuel: (citySlug: string, fuel: string) => `fuel:${citySlug}:${fuel}`,
  catalogue: (vertical: string, brandSlug: string) => `catalogue:${vertical}:${brandSlug}`,
  usedAd: (vertical: string) => `used:${vertical}`,
};

async function mandiEntry(
  db: Db,
  rule: Extract<AlertRule, { kind: 'mandi' }>,
): Promise<AlertIndexEntry | null> {
  const [commodity] = await db
    .select({ id: mandiCommodities.id })
    .from(mandiCommodities)
    .where(eq(mandiCommodities.slug, rule.commodity));
  if (!commodity) return null;
  const entry = { condition: rule.condition, threshold: rule.price ?? null };
  if (rule.market && rule.district) {
    const [market] = await db
      .select({ id: mandiMarkets.id })
      .from(mandiMarkets)
      .where(
        and(
          eq(mandiMarkets.stateSlug, rule.state),
          eq(mandiMarkets.districtSlug, rule.district),
          eq(mandiMarkets.marketSlug, rule.market),
        ),
      );
    return market ? { ...entry, matchKey: alertKeys.mandiMarket(commodity.id, market.id) } : null;
  }
  const [state] = await db
    .select({ id: mandiMarkets.id })
    .from(mandiMarkets)
    .where(eq(mandiMarkets.stateSlug, rule.state))
    .limit(1);
  return state ? { ...entry, matchKey: alertKeys.mandiState(commodity.id, rule.state) } : null;
}

/** Files a rule under its key; null when its commodity, market, city, brand or model is unknown. */
export async function indexEntryOf(db: Db, rule: AlertRule): Promise<AlertIndexEntry | null> {
  switch (rule.kind) {
    case 'mandi':
      return mandiEntry(db, rule);
    case 'fuel': {
      const [city] = await db
        .select({ slug: fuelPrices.citySlug })
        .from(fuelPrices)
        .where(eq(fuelPrices.citySlug, rule.city))
        .limit(1);
      return city
        ? { matchKey: alertKeys.fuel(rule.city, rule.fuel), condition: rule.fuel, threshold: rule.minChange }
        : null;
    }
    case 'catalogue': {
      const [brand] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.vertical, rule.vertical), eq(brands.slug, rule.brand)));
      if (!brand) return null;
      if (rule.model) {
        const [model] = await db
          .select({ id: vehicleModels.id })
          .from(vehicleModels)
          .where(and(eq(vehicleModels.brandId, brand.id), eq(vehicleModels.slug, rule.model)));
        if (!model) return null;
      }
      return { matchKey: alertKeys.catalogue(rule.vertical, rule.brand), condition: null, threshold: null };
    }
    case 'used-ad':
      return { matchKey: alertKeys.usedAd(rule.vertical), condition: null, threshold: rule.maxPrice ?? null };
  }
}
