import type { TFunction } from 'i18next';
import type { DeskHistory, LocaleCode, VehicleVertical } from '@cvb/contracts';
import { formatDate, formatMonthYear, groupIndian } from '@cvb/format';
import { changeValueLabel } from './change-label';

export interface ChangeValueContext {
  t: TFunction<'admin'>;
  locale: LocaleCode;
  /** The model's vehicle type: its body types have their own words. */
  vertical: VehicleVertical;
  /** The history's names of the brands and models its changes hold by id. */
  names: DeskHistory['names'];
}

const LONGEST = 160;
const PRICE_FIELDS = new Set(['expectedPriceMin', 'expectedPriceMax']);

const shortened = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** Nothing, an empty text or an empty list: what the history shows as "none". */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A list's items as words: lines of pros or cons as they are, questions of a FAQ by their question. */
function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item !== null && typeof item === 'object' && 'question' in item && typeof item.question === 'string') {
    return item.question;
  }
  return JSON.stringify(item);
}

const isPrice = (field: string) => PRICE_FIELDS.has(field) || /^variants\.[^.]+\.price$/.test(field);

/**
 * A changed value of the model's history as an editor reads it, in the desk's language: a brand or successor by
 * its name (not its id), the vehicle type by its name, a price with Indian grouping, a launch date as a date,
 * pictures by their count, a list by its items, an option or status by its label, nothing as "none".
 */
export function changeValueText(field: string, value: unknown, context: ChangeValueContext): string {
  const { t, locale, names, vertical } = context;
  if (isEmptyValue(value)) return t('catalogue.history.empty');
  if (field === 'brandId' && typeof value === 'number') return names.brands[String(value)] ?? `#${value}`;
  if (field === 'successorModelId' && typeof value === 'number') {
    return names.models[String(value)] ?? `#${value}`;
  }
  if (field === 'vertical' && typeof value === 'string')
    return t(`verticals.${value}`, { defaultValue: value });
  if (field === 'expectedLaunch' && typeof value === 'string') {
    return /^\d{4}-\d{2}$/.test(value) ? formatMonthYear(value, locale) : formatDate(value, locale);
  }
  if (isPrice(field) && typeof value === 'number') return groupIndian(value);
  if (field === 'pictures' && Array.isArray(value)) {
    return t('catalogue.history.pictures', { count: value.length });
  }
  if (Array.isArray(value)) return shortened(value.map(itemText).join(' · '));
  if (typeof value === 'string') return shortened(changeValueLabel(t, field, value, vertical));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return shortened(JSON.stringify(value));
}
