import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
  type LocaleCode,
} from '@cvb/contracts';
// The catalogue pages' own headings (the catalogue texts of @cvb/contracts, which the pages show), so a page's
// title says what its heading says in every language, and a translator changes both in one place.
import { fill } from './texts/seo-texts';

/** Namespace "catalogue" of one language, in the parts the titles read. */
const SOURCES: Record<LocaleCode, readonly unknown[]> = {
  en: [
    catalogueTextsEn.lists,
    catalogueTextsEn.catalogue,
    catalogueTextsEn.dealers,
    catalogueTextsEn.usedVehicles,
    catalogueTextsEn.runningCost,
  ],
  hi: [
    catalogueTextsHi.lists,
    catalogueTextsHi.catalogue,
    catalogueTextsHi.dealers,
    catalogueTextsHi.usedVehicles,
    catalogueTextsHi.runningCost,
  ],
  mr: [
    catalogueTextsMr.lists,
    catalogueTextsMr.catalogue,
    catalogueTextsMr.dealers,
    catalogueTextsMr.usedVehicles,
    catalogueTextsMr.runningCost,
  ],
  pa: [
    catalogueTextsPa.lists,
    catalogueTextsPa.catalogue,
    catalogueTextsPa.dealers,
    catalogueTextsPa.usedVehicles,
    catalogueTextsPa.runningCost,
  ],
  ta: [
    catalogueTextsTa.lists,
    catalogueTextsTa.catalogue,
    catalogueTextsTa.dealers,
    catalogueTextsTa.usedVehicles,
    catalogueTextsTa.runningCost,
  ],
  te: [
    catalogueTextsTe.lists,
    catalogueTextsTe.catalogue,
    catalogueTextsTe.dealers,
    catalogueTextsTe.usedVehicles,
    catalogueTextsTe.runningCost,
  ],
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
 * The catalogue text at `path` (`['lists', <vertical>, 'popular', 'title']`) in `locale`, English where that
 * language lacks it, with its `{{values}}` filled in; undefined when no language has it.
 */
export function catalogueText(
  locale: LocaleCode,
  path: readonly string[],
  values: Readonly<Record<string, string>> = {},
): string | undefined {
  for (const sources of [SOURCES[locale], SOURCES.en]) {
    for (const source of sources) {
      const text = textAt(source, path);
      if (text !== undefined) return fill(text, values, locale);
    }
  }
  return undefined;
}
