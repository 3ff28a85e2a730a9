import {
  deskMessage,
  type LocaleCode,
  type OnRoadRuleValues,
  type PriceImportRuleRow,
  type VehicleVertical,
} from '@cvb/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cities, onRoadPriceRules } from '../db/schema';
import { canonicalState } from '../price-sheets/place-names';
import { verticalOf } from './price-sheet-rows';

/** A line of a price sheet that sets a state's on-road rule for a vertical. */
export interface RuleRecord {
  line: number;
  vertical: string;
  state: string;
  rtoPercent: string;
  insurancePercent: string;
  otherCharges: string;
  /** The line also names a variant or a price (a line is one or the other). */
  mixed: boolean;
}

/** The on-road rules in force and the states the site knows, as a sheet's rule lines are checked against them. */
export interface KnownRules {
  /** `vertical|State` → the rule. */
  rules: ReadonlyMap<string, OnRoadRuleValues>;
  /** lower-case name → the state as the site writes it (the cities' states and those with a rule). */
  states: ReadonlyMap<string, string>;
}

export async function knownRules(db: Db): Promise<KnownRules> {
  const rows = await db.select().from(onRoadPriceRules);
  const cityStates = await db.selectDistinct({ state: cities.state }).from(cities);
  const states = new Map<string, string>();
  for (const { state } of [...cityStates, ...rows]) states.set(state.toLowerCase(), state);
  return {
    rules: new Map(
      rows.map((row) => [
        `${row.vertical}|${row.state}`,
        {
          rtoPercent: row.rtoPercent,
          insurancePercent: row.insurancePercent,
          otherCharges: row.otherCharges,
        },
      ]),
    ),
    states,
  };
}

/** '7.5', '7.5 %' → 7.5; null unless a number from 0 to 100. */
export function percentOf(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 100 ? value : null;
}

/** '₹ 7,500' → 7500; null unless a whole number of rupees, zero or more. */
export function chargesOf(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (!/^\d+(\.0+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

const sameRule = (a: OnRoadRuleValues, b: OnRoadRuleValues) =>
  a.rtoPercent === b.rtoPercent &&
  a.insurancePercent === b.insurancePercent &&
  a.otherCharges === b.otherCharges;

/** A rule to write: its vertical, the state as the site names it, the values. */
export interface RuleChange extends OnRoadRuleValues {
  vertical: VehicleVertical;
  state: string;
}

/** Checks every rule line of a sheet: the rule today → the sheet's, per-line errors. */
export function checkRuleRows(
  records: readonly RuleRecord[],
  known: KnownRules,
  locale: LocaleCode,
): { rows: PriceImportRuleRow[]; changes: RuleChange[] } {
  const firstLine = new Map<string, number>();
  const changes: RuleChange[] = [];
  const rows = records.map((record): PriceImportRuleRow => {
    const errors: PriceImportRuleRow['errors'] = [];
    const vertical = verticalOf(record.vertical);
    const state = known.states.get(canonicalState(record.state).toLowerCase());
    if (record.mixed) errors.push({ field: 'state', message: deskMessage(locale, 'mixedRow') });
    if (!vertical) errors.push({ field: 'vertical', message: deskMessage(locale, 'unknownVertical') });
    if (!state) errors.push({ field: 'state', message: deskMessage(locale, 'unknownState') });
    const rtoPercent = percentOf(record.rtoPercent);
    const insurancePercent = percentOf(record.insurancePercent);
    const otherCharges = chargesOf(record.otherCharges);
    if (rtoPercent === null)
      errors.push({ field: 'rto_percent', message: deskMessage(locale, 'badPercent') });
    if (insurancePercent === null)
      errors.push({ field: 'insurance_percent', message: deskMessage(locale, 'badPercent') });
    if (otherCharges === null)
      errors.push({ field: 'other_charges', message: deskMessage(locale, 'badCharges') });
    const key = vertical && state ? `${vertical}|${state}` : null;
    if (key) {
      const earlier = firstLine.get(key);
      if (earlier !== undefined)
        errors.push({ field: 'state', message: deskMessage(locale, 'duplicateRule', { line: earlier }) });
      else firstLine.set(key, record.line);
    }
    const oldRule = key ? (known.rules.get(key) ?? null) : null;
    const newRule =
      rtoPercent !== null && insurancePercent !== null && otherCharges !== null
        ? { rtoPercent, insurancePercent, otherCharges }
        : null;
    const status =
      errors.length > 0 ? 'error' : oldRule && newRule && sameRule(oldRule, newRule) ? 'same' : 'change';
    if (status === 'change' && vertical && state && newRule) changes.push({ vertical, state, ...newRule });
    return {
      line: record.line,
      vertical: record.vertical,
      state: state ?? record.state,
      oldRule,
      newRule,
      status,
      errors,
      warnings: [],
    };
  });
  return { rows, changes };
}

/** Writes the rules (inside the sheet's transaction): a state without a rule for the vertical gets one. */
export async function writeRules(tx: Pick<Db, 'insert'>, changes: readonly RuleChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(onRoadPriceRules)
    .values(
      changes.map(({ vertical, state, rtoPercent, insurancePercent, otherCharges }) => ({
        vertical,
        state,
        rtoPercent,
        insurancePercent,
        otherCharges,
      })),
    )
    .onConflictDoUpdate({
      target: [onRoadPriceRules.state, onRoadPriceRules.vertical],
      set: {
        rtoPercent: sql`excluded.rto_percent`,
        insurancePercent: sql`excluded.insurance_percent`,
        otherCharges: sql`excluded.other_charges`,
      },
    });
}
