import type { Readable } from 'node:stream';
import { FUEL_CSV_COLUMNS, type PriceImportReport } from '@cvb/contracts';
import type { Db } from '../db/database';
import { fuelPrices } from '../db/schema';
import { queueFuelAlerts } from '../alerts/queue-fuel';
import { importCsv } from '../price-sheets/csv-import';
import { mapColumns, readDate, readName, readPrice, type Checked } from '../price-sheets/csv-fields';
import { canonicalState, placeSlug } from '../price-sheets/place-names';

/** Pump prices stay far below ₹500 a litre. */
const MAX_PRICE = 500;

type FuelCsvRow = typeof fuelPrices.$inferInsert;

function checkRow(fields: string[], index: Record<string, number>, latest: string): Checked<FuelCsvRow> {
  const field = (column: (typeof FUEL_CSV_COLUMNS)[number]) =>
    index[column] === undefined ? '' : (fields[index[column]] ?? '');
  const state = readName('State', field('State'));
  const city = readName('City', field('City'));
  const date = readDate('Date', field('Date'), latest);
  const petrol = readPrice('Petrol', field('Petrol'), false, MAX_PRICE);
  const diesel = readPrice('Diesel', field('Diesel'), false, MAX_PRICE);
  const cng = readPrice('CNG', field('CNG'), true, MAX_PRICE);
  const lpg = readPrice('LPG', field('LPG'), true, MAX_PRICE);
  for (const checked of [state, city, date, petrol, diesel, cng, lpg]) if (!checked.ok) return checked;
  if (!state.ok || !city.ok || !date.ok || !petrol.ok || !diesel.ok || !cng.ok || !lpg.ok) {
    return { ok: false, reason: 'unreadable row' };
  }
  return {
    ok: true,
    value: {
      state: canonicalState(state.value),
      city: city.value,
      citySlug: placeSlug(city.value),
      date: date.value,
      petrol: petrol.value ?? 0,
      diesel: diesel.value ?? 0,
      cng: cng.value,
      lpg: lpg.value,
    },
  };
}

/** Imports daily fuel prices: State, City, Date (DD/MM/YYYY), Petrol, Diesel and optional CNG, LPG. */
export async function importFuelCsv(
  db: Db,
  stream: Readable,
  latest: string,
  now: Date = new Date(),
): Promise<PriceImportReport> {
  let index: Record<string, number> = {};
  return importCsv<FuelCsvRow>(stream, {
    header(columns) {
      const mapped = mapColumns(columns, FUEL_CSV_COLUMNS.slice(0, 5), FUEL_CSV_COLUMNS.slice(5));
      if (!mapped.ok)
        return `missing columns ${mapped.missing.join(', ')} (expected ${FUEL_CSV_COLUMNS.join(', ')})`;
      index = mapped.index;
      return null;
    },
    row: (fields) => checkRow(fields, index, latest),
    async store(rows) {
      const inserted = await db
        .insert(fuelPrices)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: fuelPrices.id });
      // Alerts on these prices are matched and queued now (docs/architecture.md#alert-queue).
      await queueFuelAlerts(
        db,
        inserted.map((row) => row.id),
        now,
      );
      return inserted.length;
    },
  });
}
