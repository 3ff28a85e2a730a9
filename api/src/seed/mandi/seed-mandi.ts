import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mandiCommodities, mandiMarkets } from '../../db/schema-mandi';
import { MANDI_COMMODITIES } from './mandi-commodities';
import { mandiMarketSeeds } from './mandi-markets';
import type { MandiSeries, PriceWindow } from './mandi-price-sql';
import { mandiPriceRowsInsert } from './mandi-price-rows';
import { refreshMandiRollup } from '../../mandi/mandi-rollup';
import { placeNames } from '../../mandi/mandi-place-names';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface MandiSeedSize {
  /**
   * Markets per state that get prices, besides each district's head market (the first listed: Lasalgaon for
   * Nashik), which always does; all 300 markets are stored either way, the pickers offer those with prices.
   */
  marketsPerState: number;
  /** Commodities per market, chosen among those its state trades. */
  commoditiesPerMarket: number;
  window: Omit<PriceWindow, 'endDate'>;
}

/**
 * The size `npm start` and every API test seed on PGlite: the head market of every district and 3 more
 * markets in each of the 15 states (about 120 markets), 6 commodities each, daily for the last 21 days
 * (Sundays off) and weekly (Mondays) back to 400 days, about 50 000 rows. The bench loads the full
 * 10 million rows into PostgreSQL.
 */
export const DEFAULT_MANDI_SEED: MandiSeedSize = {
  marketsPerState: 3,
  commoditiesPerMarket: 6,
  window: { totalDays: 400, dailyDays: 21, skipSundays: true },
};

/** FNV-1a: a stable number from a string. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Inserts the 40 commodities and 300 markets; answers their ids in seed order. */
export async function seedMandiPlaces(
  db: Executor,
): Promise<{ marketIds: number[]; commodityIds: number[] }> {
  await db
    .insert(mandiCommodities)
    .values(MANDI_COMMODITIES.map(({ name, slug, group, names }) => ({ name, slug, group, names })))
    .onConflictDoNothing();
  await db
    .insert(mandiMarkets)
    .values(
      mandiMarketSeeds().map((seed) => ({
        ...seed,
        stateNames: placeNames(seed.state),
        districtNames: placeNames(seed.district),
        marketNames: placeNames(seed.market),
      })),
    )
    .onConflictDoNothing();
  const commodities = await db
    .select({ id: mandiCommodities.id, slug: mandiCommodities.slug })
    .from(mandiCommodities);
  const markets = await db
    .select({
      id: mandiMarkets.id,
      key: mandiMarkets.marketSlug,
      state: mandiMarkets.stateSlug,
      district: mandiMarkets.districtSlug,
    })
    .from(mandiMarkets)
    .orderBy(asc(mandiMarkets.id));
  const commodityIdBySlug = new Map(commodities.map((row) => [row.slug, row.id]));
  const marketIdByKey = new Map(markets.map((row) => [`${row.state}/${row.district}/${row.key}`, row.id]));
  return {
    commodityIds: MANDI_COMMODITIES.map((seed) => commodityIdBySlug.get(seed.slug) ?? 0),
    marketIds: mandiMarketSeeds().map(
      (seed) => marketIdByKey.get(`${seed.stateSlug}/${seed.districtSlug}/${seed.marketSlug}`) ?? 0,
    ),
  };
}

/** What the country's biggest yards are known for: traded there whatever the rotation picks. */
const MARKET_SPECIALITIES: Record<string, readonly string[]> = {
  lasalgaon: ['onion'],
  erode: ['turmeric'],
  khanna: ['wheat'],
  gondal: ['groundnut'],
};

/** The series of the seed: which commodity trades in which market, at which level. */
export function mandiSeries(
  ids: { marketIds: number[]; commodityIds: number[] },
  size: Pick<MandiSeedSize, 'marketsPerState' | 'commoditiesPerMarket'>,
  everyCommodityEverywhere = false,
): MandiSeries[] {
  const markets = mandiMarketSeeds();
  const perState = new Map<string, number>();
  const districtsSeen = new Set<string>();
  const series: MandiSeries[] = [];
  markets.forEach((market, marketIndex) => {
    const rank = perState.get(market.state) ?? 0;
    perState.set(market.state, rank + 1);
    const districtKey = `${market.stateSlug}/${market.districtSlug}`;
    const isHead = !districtsSeen.has(districtKey);
    districtsSeen.add(districtKey);
    if (rank >= size.marketsPerState && !isHead) return;
    const traded = MANDI_COMMODITIES.map((seed, index) => ({ seed, index })).filter(
      ({ seed }) =>
        everyCommodityEverywhere || seed.states.length === 0 || seed.states.includes(market.state),
    );
    // Staple crops of the state first, then vegetables; rotate so neighbouring markets differ a little.
    const regional = traded.filter(({ seed }) => seed.states.length > 0);
    const everywhere = traded.filter(({ seed }) => seed.states.length === 0);
    const shift = rank % Math.max(1, everywhere.length);
    const special = MARKET_SPECIALITIES[market.marketSlug] ?? [];
    const rotated = everyCommodityEverywhere
      ? traded
      : [
          ...regional.slice(0, 4),
          ...everywhere.slice(shift),
          ...everywhere.slice(0, shift),
          ...regional.slice(4),
        ];
    const ordered = [
      ...rotated.filter(({ seed }) => special.includes(seed.slug)),
      ...rotated.filter(({ seed }) => !special.includes(seed.slug)),
    ];
    for (const { seed, index } of ordered.slice(0, size.commoditiesPerMarket)) {
      const marketId = ids.marketIds[marketIndex];
      series.push({
        marketId,
        commodityId: ids.commodityIds[index],
        level: 0.9 + (stableHash(`${market.marketSlug}:${seed.slug}`) % 201) / 1000,
        base: seed.base,
        swing: seed.swing,
        peakMonth: seed.peakMonth,
        spread: seed.spread,
      });
    }
  });
  return series;
}

/** Commodities, markets and a PGlite-sized price history ending on `today`. */
export async function seedMandi(
  db: Executor,
  today: string,
  size: MandiSeedSize = DEFAULT_MANDI_SEED,
): Promise<void> {
  const ids = await seedMandiPlaces(db);
  const series = mandiSeries(ids, size);
  await db.execute(mandiPriceRowsInsert(series, { ...size.window, endDate: today }));
  await refreshMandiRollup(db, { kind: 'all' });
}
