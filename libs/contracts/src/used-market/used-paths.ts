import { brandedName } from '../catalogue/branded-name';
import type { VehicleVertical } from '../verticals';
import { ALL_VERTICAL_DEFINITIONS, VERTICAL_DEFINITIONS } from '../verticals/registry';
import type { VerticalDefinition } from '../verticals/types';

/**
 * The used-vehicle pages of each vertical (docs/domain.md#used-marketplace), without a language prefix (the
 * routing library adds `/hi` and the like as for every other page):
 * - list: `/used-tractors`; state: `/used-tractors/maharashtra`; brand: `/used-tractors/brand/mahindra`;
 * - one ad: `/used-tractors/mahindra-575-di-2019-pune-123` — brand, model, year and city as words, then the ad's
 *   id. Only the id after the last hyphen identifies the ad: a path whose words differ (the seller edited the
 *   city, an old link) is answered with the ad's canonical path, which the page redirects to (301).
 * A second segment is a state page when it is a state slug (state slugs hold no digits), else an ad when it
 * ends in `-<id>`, else nothing (404).
 */
export const usedListSegmentOf = (definition: Pick<VerticalDefinition, 'plural'>): string =>
  `used-${definition.plural}`;

/** Each vertical's used list segment (`used-trucks`), from its definition. */
export const USED_LIST_SEGMENTS: Readonly<Record<VehicleVertical, string>> = Object.fromEntries(
  ALL_VERTICAL_DEFINITIONS.map((definition) => [definition.key, usedListSegmentOf(definition)]),
) as Record<VehicleVertical, string>;

/** The used list of a vertical's definition: `/used-trucks`. */
export const usedListPathOf = (definition: Pick<VerticalDefinition, 'plural'>): string =>
  `/${usedListSegmentOf(definition)}`;

/** The valuation page (one for all verticals). */
export const USED_VALUATION_PATH = '/used-vehicle-valuation';

/** Lower-case ASCII words joined by hyphens: "Mahindra 575 DI XP Plus" gives "mahindra-575-di-xp-plus". */
export function usedSlugWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const usedListPath = (vertical: VehicleVertical): string =>
  usedListPathOf(VERTICAL_DEFINITIONS[vertical]);

export const usedStatePath = (vertical: VehicleVertical, stateSlug: string): string =>
  `${usedListPath(vertical)}/${stateSlug}`;

export const usedBrandPath = (vertical: VehicleVertical, brandSlug: string): string =>
  `${usedListPath(vertical)}/brand/${brandSlug}`;

/** What names an ad in its path. */
export interface UsedAdPathParts {
  id: number;
  vertical: VehicleVertical;
  brand: string;
  model: string;
  year: number;
  city: string;
}

/** The one canonical path of an ad: `/used-tractors/mahindra-575-di-2019-pune-123`. */
export function usedAdPath(ad: UsedAdPathParts): string {
  const words = usedSlugWords(`${brandedName(ad.brand, ad.model)} ${ad.year} ${ad.city}`) || 'ad';
  return `${usedListPath(ad.vertical)}/${words}-${ad.id}`;
}

/** The vertical of a first path segment (`used-tractors` gives tractor), or undefined. */
export function usedVerticalOfSegment(segment: string): VehicleVertical | undefined {
  const entry = Object.entries(USED_LIST_SEGMENTS).find(([, value]) => value === segment);
  return entry ? (entry[0] as VehicleVertical) : undefined;
}

/** The ad id at the end of an ad's path segment (`mahindra-575-di-2019-pune-123` gives 123), or undefined. */
export function usedAdIdOfSegment(segment: string): number | undefined {
  const match = /^[a-z0-9-]*-([1-9][0-9]{0,9})$/.exec(segment);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}
