import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

export const SEARCH_QUERY_MAX = 100;

const query = z.string().trim().max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`);
const city = z.string().max(80).optional();

/** `general/search`: the typed text (empty on focus) and the selected city (docs/domain.md#header-and-footer). */
export const headerSearchQuerySchema = z.object({
  searchQuery: query.default(''),
  city,
  locale: localeCodeSchema.optional(),
});
export type HeaderSearchQuery = z.infer<typeof headerSearchQuerySchema>;

/** `v4/search-bar?q=`: the same search under the v4 backend's parameter name. */
export const searchBarQuerySchema = z.object({
  q: query.default(''),
  city,
  locale: localeCodeSchema.optional(),
});

/** Item type: '' for a search hit, otherwise the group it belongs to (docs/domain.md#header-and-footer). */
export const searchItemTypeSchema = z.enum(['', 'recently', 'trending', 'top-stories']);
export type SearchItemType = z.infer<typeof searchItemTypeSchema>;

export const searchItemSchema = z.object({
  label: z.string(),
  /** Locale-free site path: /trucks/tata-motors/ace-gold. */
  link: z.string(),
  type: searchItemTypeSchema,
  status: z.literal('upcoming').optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const headerSearchResponseSchema = z.object({
  data: z.object({
    searchResult: z.array(searchItemSchema),
    trendingResult: z.array(searchItemSchema),
    topStories: z.array(searchItemSchema),
  }),
});
export type HeaderSearchResponse = z.infer<typeof headerSearchResponseSchema>;
