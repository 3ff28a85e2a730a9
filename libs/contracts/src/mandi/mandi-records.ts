import { z } from 'zod';
import { calendarDateSchema } from '../list-queries';
import { localeCodeSchema } from '../vertical-schemas';
import { MANDI_HISTORY_DAYS } from './mandi-constants';

/** The language of the place names (state, district, market); English where a name has no translation. */
const placeLocale = { _locale: localeCodeSchema.optional() };

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug like "paddy-dhan-common"')
  .max(80, 'must be 80 characters or less');
export const mandiSlugSchema = slugSchema;

/** A name in English plus its translations by locale code (hi, mr, pa, ta, te). */
export const mandiCommoditySchema = z.object({
  slug: z.string(),
  name: z.string(),
  group: z.string(),
  names: z.record(z.string(), z.string()),
});
export type MandiCommodity = z.infer<typeof mandiCommoditySchema>;

export const mandiPlaceSchema = z.object({ slug: z.string(), name: z.string() });
export type MandiPlace = z.infer<typeof mandiPlaceSchema>;

/** One row of the daily mandi prices (₹ per quintal). min and max may be unreported. */
export const mandiRecordSchema = z.object({
  commodity: mandiCommoditySchema,
  state: mandiPlaceSchema,
  district: mandiPlaceSchema,
  market: mandiPlaceSchema,
  variety: z.string(),
  grade: z.string(),
  arrivalDate: z.string(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  modalPrice: z.number(),
  arrivalsTonnes: z.number().nullable(),
});
export type MandiRecord = z.infer<typeof mandiRecordSchema>;

export const mandiMoverSchema = z.object({
  record: mandiRecordSchema,
  previousModal: z.number(),
  previousDate: z.string(),
  /** Percent change of the modal price against the market's previous trading day. */
  changePercent: z.number(),
});
export type MandiMover = z.infer<typeof mandiMoverSchema>;

export const mandiSortSchema = z.enum(['modal_desc', 'modal_asc', 'market']);
export type MandiSort = z.infer<typeof mandiSortSchema>;

/** Filters shared by the search calls: each narrows the one after it. */
export const mandiFilterQuerySchema = z.object({
  commodity: slugSchema.optional(),
  state: slugSchema.optional(),
  district: slugSchema.optional(),
  market: slugSchema.optional(),
  date: calendarDateSchema.optional(),
  ...placeLocale,
});

/** e-mandi/home-page: today's prices (latest trading day on or before `date`), filters and top movers. */
export const mandiHomeQuerySchema = mandiFilterQuerySchema.extend({
  _limit: z.coerce.number().int().min(1, 'must be 1 to 200').max(200, 'must be 1 to 200').default(50),
});
export const mandiHomeResponseSchema = z.object({
  date: z.string().nullable(),
  commodities: z.array(mandiCommoditySchema),
  states: z.array(mandiPlaceSchema),
  records: z.array(mandiRecordSchema),
  total: z.number(),
  gainers: z.array(mandiMoverSchema),
  losers: z.array(mandiMoverSchema),
});
export type MandiHomeResponse = z.infer<typeof mandiHomeResponseSchema>;

/** e-mandi/detail-page: one commodity in every market (narrowed by place), sorted, with the best price per state. */
export const mandiDetailQuerySchema = mandiFilterQuerySchema.extend({
  commodity: slugSchema,
  _sort: mandiSortSchema.default('modal_desc'),
  _limit: z.coerce.number().int().min(1, 'must be 1 to 500').max(500, 'must be 1 to 500').default(100),
  _start: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
});
export type MandiDetailQuery = z.input<typeof mandiDetailQuerySchema>;
export const mandiDetailResponseSchema = z.object({
  date: z.string().nullable(),
  commodity: mandiCommoditySchema,
  total: z.number(),
  records: z.array(mandiRecordSchema),
  /** The market paying the highest modal price in each state that day. */
  bestByState: z.array(mandiRecordSchema),
});
export type MandiDetailResponse = z.infer<typeof mandiDetailResponseSchema>;

export const mandiPlacesQuerySchema = z.object({ commodity: slugSchema.optional(), ...placeLocale });
export const mandiStatesResponseSchema = z.object({ states: z.array(mandiPlaceSchema) });
export const mandiDistrictsResponseSchema = z.object({
  state: mandiPlaceSchema,
  districts: z.array(mandiPlaceSchema),
});
export type MandiDistrictsResponse = z.infer<typeof mandiDistrictsResponseSchema>;
export const mandiMarketsResponseSchema = z.object({
  state: mandiPlaceSchema,
  district: mandiPlaceSchema,
  markets: z.array(mandiPlaceSchema),
});
export type MandiMarketsResponse = z.infer<typeof mandiMarketsResponseSchema>;
export type MandiStatesResponse = z.infer<typeof mandiStatesResponseSchema>;

/** e-mandi/market/{state}/{district}/{market}: every commodity of one market on its latest trading day. */
export const mandiMarketQuerySchema = z.object({ date: calendarDateSchema.optional(), ...placeLocale });
export const mandiMarketResponseSchema = z.object({
  date: z.string().nullable(),
  state: mandiPlaceSchema,
  district: mandiPlaceSchema,
  market: mandiPlaceSchema,
  records: z.array(mandiRecordSchema),
});
export type MandiMarketResponse = z.infer<typeof mandiMarketResponseSchema>;

/** e-mandi/history: min / modal / max per day of a commodity in a market, a district or a state. */
export const mandiHistoryQuerySchema = z
  .object({
    commodity: slugSchema,
    state: slugSchema,
    district: slugSchema.optional(),
    market: slugSchema.optional(),
    days: z.coerce
      .number()
      .int()
      .refine((days) => (MANDI_HISTORY_DAYS as readonly number[]).includes(days), 'must be 30, 90 or 365')
      .default(30),
    date: calendarDateSchema.optional(),
    ...placeLocale,
  })
  .refine((query) => !query.market || query.district, {
    message: 'district is required with market',
    path: ['district'],
  });
export type MandiHistoryQuery = z.input<typeof mandiHistoryQuerySchema>;
export const mandiHistoryPointSchema = z.object({
  date: z.string(),
  min: z.number().nullable(),
  modal: z.number(),
  max: z.number().nullable(),
});
export type MandiHistoryPoint = z.infer<typeof mandiHistoryPointSchema>;
export const mandiHistoryResponseSchema = z.object({
  commodity: mandiCommoditySchema,
  place: z.string(),
  days: z.number(),
  points: z.array(mandiHistoryPointSchema),
});
export type MandiHistoryResponse = z.infer<typeof mandiHistoryResponseSchema>;
