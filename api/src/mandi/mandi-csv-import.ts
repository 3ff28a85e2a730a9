import type { Readable } from 'node:stream';
import { MANDI_CSV_COLUMNS, type PriceImportReport } from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import { placeNames } from './mandi-place-names';
import { refreshMandiRollup } from './mandi-rollup';
import { queueMandiAlerts } from '../alerts/queue-mandi';
import type { Db } from '../db/database';
import { mandiCommodities, mandiMarkets, mandiPrices } from '../db/schema-mandi';
import { importCsv } from '../price-sheets/csv-import';
import { mapColumns, readDate, readName, readPrice, type Checked } from '../price-sheets/csv-fields';
import { canonicalState, placeSlug } from '../price-sheets/place-names';

/** No commodity sells above ₹10 lakh a quintal. */
const MAX_PRICE = 1_000_000;

interface MandiCsvRow {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  arrivalDate: string;
  minPrice: number | null;
  maxPrice: number | null;
  modalPrice: number;
}

function checkRow(fields: string[], index: Record<string, number>, latest: string): Checked<MandiCsvRow> {
  const field = (column: (typeof MANDI_CSV_COLUMNS)[number]) => fields[index[column]] ?? '';
  const state = readName('State', field('State'));
  const district = readName('District', field('District'));
  const market = readName('Market', field('Market'));
  const commodity = readName('Commodity', field('Commodity'));
  const date = readDate('Arrival_Date', field('Arrival_Date'), latest);
  const min = readPrice('Min_x0020_Price', field('Min_x0020_Price'), true, MAX_PRICE);
  const max = readPrice('Max_x0020_Price', field('Max_x0020_Price'), true, MAX_PRICE);
  const modal = readPrice('Modal_x0020_Price', field('Modal_x0020_Price'), false, MAX_PRICE);
  for (const checked of [state, district, market, commodity, date, min, max, modal]) {
    if (!checked.ok) return checked;
  }
  if (
    !state.ok ||
    !district.ok ||
    !market.ok ||
    !commodity.ok ||
    !date.ok ||
    !min.ok ||
    !max.ok ||
    !modal.ok
  ) {
    return { ok: false, reason: 'unreadable row' };
  }
  const modalPrice = modal.value ?? 0;
  if (min.value !== null && min.value > modalPrice) {
    return { ok: false, reason: `Min_x0020_Price ${min.value} is above Modal_x0020_Price ${modalPrice}` };
  }
  if (max.value !== null && max.value < modalPrice) {
    return { ok: false, reason: `Max_x0020_Price ${max.value} is below Modal_x0020_Price ${modalPrice}` };
  }
  return {
    ok: true,
    value: {
      state: canonicalState(state.value),
      district: district.value,
      market: market.value,
      commodity: commodity.value,
      variety: field('Variety').trim() || 'Other',
      grade: field('Grade').trim() || 'FAQ',
      arrivalDate: date.value,
      minPrice: min.value === null ? null : Math.round(min.value),
      maxPrice: max.value === null ? null : Math.round(max.value),
      modalPrice: Math.round(modalPrice),
    },
  };
}

/** Market and commodity ids by name, created on first sight, remembered for the whole file. */
function idResolver(db: Db) {
  const markets = new Map<string, number>();
  const commodities = new Map<string, number>();
  return {
    async market(row: MandiCsvRow): Promise<number> {
      const place = {
        state: row.state,
        stateSlug: placeSlug(row.state),
        district: row.district,
        districtSlug: placeSlug(row.district),
        market: row.market,
        marketSlug: placeSlug(row.market),
        stateNames: placeNames(row.state),
        districtNames: placeNames(row.district),
        marketNames: placeNames(row.market),
      };
      const key = `${place.stateSlug}/${place.districtSlug}/${place.marketSlug}`;
      const known = markets.get(key);
      if (known) return known;
      await db.insert(mandiMarkets).values(place).onConflictDoNothing();
      const [found] = await db
        .select({ id: mandiMarkets.id })
        .from(mandiMarkets)
        .where(
          sql`${mandiMarkets.stateSlug} = ${place.stateSlug} AND ${mandiMarkets.districtSlug} = ${place.districtSlug} AND ${mandiMarkets.marketSlug} = ${place.marketSlug}`,
        );
      markets.set(key, found.id);
      return found.id;
    },
    async commodity(name: string): Promise<number> {
      const key = name.toLowerCase();
      const known = commodities.get(key);
      if (known) return known;
      const [existing] = await db
        .select({ id: mandiCommodities.id })
        .from(mandiCommodities)
        .where(sql`lower(${mandiCommodities.name}) = ${key}`);
      let id = existing?.id;
      if (!id) {
        const [created] = await db
          .insert(mandiCommodities)
          .values({ name, slug: placeSlug(name) })
          .onConflictDoNothing()
          .returning({ id: mandiCommodities.id });
        id =
          created?.id ??
          (
            await db
              .select({ id: mandiCommodities.id })
              .from(mandiCommodities)
              .where(sql`${mandiCommodities.slug} = ${placeSlug(name)}`)
          )[0].id;
      }
      commodities.set(key, id);
      return id;
    },
  };
}

/** Imports a daily mandi price file in the Agmarknet / data.gov.in layout. */
export async function importMandiCsv(
  db: Db,
  stream: Readable,
  latest: string,
  now: Date = new Date(),
): Promise<PriceImportReport> {
  let index: Record<string, number> = {};
  const ids = idResolver(db);
  return importCsv<MandiCsvRow>(stream, {
    header(columns) {
      const mapped = mapColumns(columns, MANDI_CSV_COLUMNS);
      if (!mapped.ok)
        return `missing columns ${mapped.missing.join(', ')} (expected ${MANDI_CSV_COLUMNS.join(', ')})`;
      index = mapped.index;
      return null;
    },
    row: (fields) => checkRow(fields, index, latest),
    async store(rows) {
      const values = [];
      for (const row of rows) {
        values.push({
          marketId: await ids.market(row),
          commodityId: await ids.commodity(row.commodity),
          variety: row.variety,
          grade: row.grade,
          arrivalDate: row.arrivalDate,
          minPrice: row.minPrice,
          maxPrice: row.maxPrice,
          modalPrice: row.modalPrice,
        });
      }
      const inserted = await db.insert(mandiPrices).values(values).onConflictDoNothing().returning({
        commodityId: mandiPrices.commodityId,
        arrivalDate: mandiPrices.arrivalDate,
        marketId: mandiPrices.marketId,
        modalPrice: mandiPrices.modalPrice,
      });
      const pairs = new Map(
        inserted.map((row) => [
          `${row.commodityId}/${row.arrivalDate}`,
          { commodityId: row.commodityId, arrivalDate: row.arrivalDate },
        ]),
      );
      await refreshMandiRollup(db, { kind: 'pairs', pairs: [...pairs.values()] });
      // Alerts on these prices are matched and queued now (docs/architecture.md#alert-queue).
      await queueMandiAlerts(db, inserted, now);
      return inserted.length;
    },
  });
}
