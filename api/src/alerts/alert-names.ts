import {
  stateNameOfSlug,
  type Alert,
  type AlertNames,
  type AlertRule,
  type LocaleCode,
} from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, fuelPrices, vehicleModels } from '../db/schema';
import { mandiCommodities, mandiMarkets } from '../db/schema-mandi';

const inLocale = (english: string, names: Record<string, string>, locale: LocaleCode) =>
  (locale === 'en' ? undefined : names[locale]) || english;

async function commodityName(db: Db, slug: string, locale: LocaleCode) {
  const [row] = await db
    .select({ name: mandiCommodities.name, names: mandiCommodities.names })
    .from(mandiCommodities)
    .where(eq(mandiCommodities.slug, slug));
  return row && inLocale(row.name, row.names, locale);
}

async function mandiPlaceName(db: Db, rule: Extract<AlertRule, { kind: 'mandi' }>, locale: LocaleCode) {
  if (rule.market && rule.district) {
    const [market] = await db
      .select({ name: mandiMarkets.market, names: mandiMarkets.marketNames })
      .from(mandiMarkets)
      .where(
        and(
          eq(mandiMarkets.stateSlug, rule.state),
          eq(mandiMarkets.districtSlug, rule.district),
          eq(mandiMarkets.marketSlug, rule.market),
        ),
      );
    return market && inLocale(market.name, market.names, locale);
  }
  const [state] = await db
    .select({ name: mandiMarkets.state, names: mandiMarkets.stateNames })
    .from(mandiMarkets)
    .where(eq(mandiMarkets.stateSlug, rule.state))
    .limit(1);
  return state && inLocale(state.name, state.names, locale);
}

async function brandAndModel(
  db: Db,
  vertical: Extract<AlertRule, { kind: 'catalogue' }>['vertical'],
  brandSlug: string | undefined,
  modelSlug: string | undefined,
): Promise<AlertNames> {
  if (!brandSlug) return {};
  const [brand] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.vertical, vertical), eq(brands.slug, brandSlug)));
  if (!brand) return {};
  if (!modelSlug) return { brand: brand.name };
  const [model] = await db
    .select({ name: vehicleModels.name })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.brandId, brand.id), eq(vehicleModels.slug, modelSlug)));
  return { brand: brand.name, ...(model ? { model: model.name } : {}) };
}

const defined = (names: Record<string, string | undefined>): AlertNames =>
  Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => !!entry[1]));

/** The names a rule's slugs stand for, in the page's language (English where a name has no translation). */
export async function namesOfRule(db: Db, rule: AlertRule, locale: LocaleCode): Promise<AlertNames> {
  switch (rule.kind) {
    case 'mandi':
      return defined({
        commodity: await commodityName(db, rule.commodity, locale),
        place: await mandiPlaceName(db, rule, locale),
      });
    case 'fuel': {
      const [city] = await db
        .select({ name: fuelPrices.city })
        .from(fuelPrices)
        .where(eq(fuelPrices.citySlug, rule.city))
        .limit(1);
      return defined({ city: city?.name });
    }
    case 'catalogue':
      return brandAndModel(db, rule.vertical, rule.brand, rule.model);
    case 'used-ad':
      return defined({
        ...(await brandAndModel(db, rule.vertical, rule.brand, rule.model)),
        state: rule.state ? stateNameOfSlug(rule.state, locale) : undefined,
      });
  }
}

/** The alerts with the names of what each watches (docs/domain.md#price-alerts: the alerts page shows names). */
export async function withNames(db: Db, list: Alert[], locale: LocaleCode): Promise<Alert[]> {
  return Promise.all(
    list.map(async (alert) => ({ ...alert, names: await namesOfRule(db, alert.rule, locale) })),
  );
}
