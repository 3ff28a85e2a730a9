import { isSlug } from '../filters/filter-options';
import { MAX_COMPARE_VARIANTS } from './compare-messages';
import type { CompareSelection } from './compare-selection';

/** The query parameter that carries the compared variants. */
export const COMPARE_URL_PARAM = 'variants';

/** A shareable comparison URL, e.g. `/trucks/compare?variants=a,b,c`; just the path when nothing is selected. */
export function compareToUrl(selection: CompareSelection, comparePath = '/trucks/compare'): string {
  const slugs = compareFromSlugs(selection);
  return slugs.length === 0 ? comparePath : `${comparePath}?${COMPARE_URL_PARAM}=${slugs.join(',')}`;
}

/**
 * The selection in a comparison URL (a full URL, a path with query, a query string or URLSearchParams):
 * invalid slugs and duplicates dropped, at most four kept.
 */
export function compareFromUrl(url: string | URLSearchParams): CompareSelection {
  const params =
    typeof url === 'string'
      ? new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : url)
      : url;
  const slugs = params.getAll(COMPARE_URL_PARAM).flatMap((value) => value.split(','));
  return compareFromSlugs(slugs);
}

function compareFromSlugs(slugs: readonly string[]): string[] {
  const valid = slugs.map((slug) => slug.trim()).filter(isSlug);
  return [...new Set(valid)].slice(0, MAX_COMPARE_VARIANTS);
}
