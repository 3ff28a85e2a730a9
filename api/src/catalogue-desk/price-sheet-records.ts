import { ON_ROAD_SHEET_COLUMNS, PRICE_SHEET_COLUMNS, deskMessage, type LocaleCode } from '@cvb/contracts';
import { DeskInputError } from './desk-errors';
import type { RuleRecord } from './on-road-sheet-rows';
import type { SheetRecord } from './price-sheet-rows';

/** A price sheet's lines split by kind: variant prices, and states' on-road rules (lines that name a state). */
export interface SheetLines {
  prices: SheetRecord[];
  rules: RuleRecord[];
}

/**
 * The sheet's lines under the known columns (header names matched without case, spaces or underscores). The price
 * columns are needed, or the on-road columns with `vertical` for a sheet of rules alone; a line that names a
 * state is a rule, any other a price.
 */
export function sheetLines(
  header: string[],
  records: Record<string, string>[],
  locale: LocaleCode,
): SheetLines {
  const simple = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
  const columnOf = new Map(header.map((name) => [simple(name), name]));
  const find = (column: string) => columnOf.get(simple(column));
  const hasAll = (columns: readonly string[]) => columns.every((column) => find(column) !== undefined);
  const withRules = hasAll(['vertical', ...ON_ROAD_SHEET_COLUMNS]);
  if (!hasAll(PRICE_SHEET_COLUMNS) && !withRules) {
    throw new DeskInputError(
      'contentBase64',
      deskMessage(locale, 'sheetHeader', { columns: PRICE_SHEET_COLUMNS.join(', ') }),
    );
  }
  const cell = (record: Record<string, string>, column: string) => {
    const name = find(column);
    return name === undefined ? '' : (record[name] ?? '').trim();
  };
  const lines: SheetLines = { prices: [], rules: [] };
  records.forEach((record, index) => {
    const line = index + 2;
    const vertical = cell(record, 'vertical');
    const price = {
      brand: cell(record, 'brand'),
      model: cell(record, 'model'),
      variant: cell(record, 'variant'),
      price: cell(record, 'ex_showroom_price'),
    };
    const state = withRules ? cell(record, 'state') : '';
    if (state !== '' || !hasAll(PRICE_SHEET_COLUMNS)) {
      lines.rules.push({
        line,
        vertical,
        state,
        rtoPercent: cell(record, 'rto_percent'),
        insurancePercent: cell(record, 'insurance_percent'),
        otherCharges: cell(record, 'other_charges'),
        mixed: Object.values(price).some((text) => text !== ''),
      });
    } else lines.prices.push({ line, vertical, ...price });
  });
  return lines;
}
