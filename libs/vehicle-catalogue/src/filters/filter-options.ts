/** Sort orders of docs/domain.md#pages; the first is the default. */
export const SORT_ORDERS = ['popularity', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A lowercase URL slug such as "tata-motors". */
export function isSlug(value: string): boolean {
  return value.length <= 100 && SLUG_PATTERN.test(value);
}
