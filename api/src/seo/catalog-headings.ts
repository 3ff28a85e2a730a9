import type { LocaleCode } from '@cvb/contracts';
// The catalogue pages' own headings (plain text modules without imports), so a page's title says what its
// heading says in every language, and a translator changes both in one place.
import { en as catalogEn } from '@cvb/vehicle-catalog/src/catalog-texts/en';
import { hi as catalogHi } from '@cvb/vehicle-catalog/src/catalog-texts/hi';
import { mr as catalogMr } from '@cvb/vehicle-catalog/src/catalog-texts/mr';
import { pa as catalogPa } from '@cvb/vehicle-catalog/src/catalog-texts/pa';
import { ta as catalogTa } from '@cvb/vehicle-catalog/src/catalog-texts/ta';
import { te as catalogTe } from '@cvb/vehicle-catalog/src/catalog-texts/te';
import { en as dealersEn } from '@cvb/vehicle-catalog/src/dealers-page/locales/en';
import { hi as dealersHi } from '@cvb/vehicle-catalog/src/dealers-page/locales/hi';
import { mr as dealersMr } from '@cvb/vehicle-catalog/src/dealers-page/locales/mr';
import { pa as dealersPa } from '@cvb/vehicle-catalog/src/dealers-page/locales/pa';
import { ta as dealersTa } from '@cvb/vehicle-catalog/src/dealers-page/locales/ta';
import { te as dealersTe } from '@cvb/vehicle-catalog/src/dealers-page/locales/te';
import { en as listsEn } from '@cvb/vehicle-catalog/src/list-pages/locales/en';
import { hi as listsHi } from '@cvb/vehicle-catalog/src/list-pages/locales/hi';
import { mr as listsMr } from '@cvb/vehicle-catalog/src/list-pages/locales/mr';
import { pa as listsPa } from '@cvb/vehicle-catalog/src/list-pages/locales/pa';
import { ta as listsTa } from '@cvb/vehicle-catalog/src/list-pages/locales/ta';
import { te as listsTe } from '@cvb/vehicle-catalog/src/list-pages/locales/te';
import { en as usedEn } from '@cvb/vehicle-catalog/src/used-vehicles/locales/en';
import { hi as usedHi } from '@cvb/vehicle-catalog/src/used-vehicles/locales/hi';
import { mr as usedMr } from '@cvb/vehicle-catalog/src/used-vehicles/locales/mr';
import { pa as usedPa } from '@cvb/vehicle-catalog/src/used-vehicles/locales/pa';
import { ta as usedTa } from '@cvb/vehicle-catalog/src/used-vehicles/locales/ta';
import { te as usedTe } from '@cvb/vehicle-catalog/src/used-vehicles/locales/te';
import { en as runningCostEn } from '@cvb/vehicle-catalog/src/cost-page/locales/en';
import { hi as runningCostHi } from '@cvb/vehicle-catalog/src/cost-page/locales/hi';
import { mr as runningCostMr } from '@cvb/vehicle-catalog/src/cost-page/locales/mr';
import { pa as runningCostPa } from '@cvb/vehicle-catalog/src/cost-page/locales/pa';
import { ta as runningCostTa } from '@cvb/vehicle-catalog/src/cost-page/locales/ta';
import { te as runningCostTe } from '@cvb/vehicle-catalog/src/cost-page/locales/te';
import { fill } from './texts/seo-texts';

/** Namespace "catalog" of one language, in the parts the titles read. */
const SOURCES: Record<LocaleCode, readonly unknown[]> = {
  en: [listsEn, catalogEn, dealersEn, usedEn, runningCostEn],
  hi: [listsHi, catalogHi, dealersHi, usedHi, runningCostHi],
  mr: [listsMr, catalogMr, dealersMr, usedMr, runningCostMr],
  pa: [listsPa, catalogPa, dealersPa, usedPa, runningCostPa],
  ta: [listsTa, catalogTa, dealersTa, usedTa, runningCostTa],
  te: [listsTe, catalogTe, dealersTe, usedTe, runningCostTe],
};

function textAt(tree: unknown, path: readonly string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/**
 * The catalogue text at `path` (`['lists', 'truck', 'popular', 'title']`) in `locale`, English where that
 * language lacks it, with its `{{values}}` filled in; undefined when no language has it.
 */
export function catalogText(
  locale: LocaleCode,
  path: readonly string[],
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  for (const sources of [SOURCES[locale], SOURCES.en]) {
    for (const source of sources) {
      const text = textAt(source, path);
      if (text !== undefined) return fill(text, values);
    }
  }
  return undefined;
}
