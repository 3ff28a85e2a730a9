import {
  errorResponseSchema,
  mandiDetailQuerySchema,
  mandiDetailResponseSchema,
  mandiDistrictsResponseSchema,
  mandiHistoryQuerySchema,
  mandiHistoryResponseSchema,
  mandiHomeQuerySchema,
  mandiHomeResponseSchema,
  mandiMarketQuerySchema,
  mandiMarketResponseSchema,
  mandiMarketsResponseSchema,
  mandiPlacesQuerySchema,
  mandiSlugSchema,
  mandiStatesResponseSchema,
} from '@cvb/contracts';
import { z } from 'zod';
import type { LocaleCode } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { indiaToday } from '../time/india-today';
import { priceImportRoutes } from '../price-sheets/import-routes';
import { importMandiCsv } from './mandi-csv-import';
import {
  distinctPlaces,
  findCommodity,
  findMarkets,
  mandiCommodityList,
  type PlaceFilter,
} from './mandi-places';
import {
  bestByState,
  latestMandiDay,
  mandiHistory,
  mandiRecordsOn,
  topMovers,
  type ResolvedFilter,
} from './mandi-queries';

/** A commodity as the answers show it (the database id stays inside). */
function withoutId<T extends { id: number }>(row: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}

const failures = { 400: errorResponseSchema, 404: errorResponseSchema };
const MOVERS = 5;

/** e-mandi calls (docs/domain.md#calls) and the commodity, market and history calls of the mandi pages. */
export const mandiRoutes: FastifyPluginAsyncZod<{ db: Db; accounts: AccountsContext }> = async (
  app,
  { db, accounts },
) => {
  /** Slugs to ids; 404 for a commodity or place that does not exist. */
  async function resolve(query: PlaceFilter & { commodity?: string; _locale?: LocaleCode }) {
    const commodity = query.commodity ? await findCommodity(db, query.commodity) : undefined;
    if (query.commodity && !commodity) throw new NotFoundError(`No commodity ${query.commodity}`);
    const placed = Boolean(query.state || query.district || query.market);
    const markets = placed ? await findMarkets(db, { ...query, locale: query._locale }) : undefined;
    if (markets && markets.length === 0) {
      throw new NotFoundError(
        `No market in ${[query.state, query.district, query.market].filter(Boolean).join(' / ')}`,
      );
    }
    const filter: ResolvedFilter = {
      commodityId: commodity?.id,
      marketIds: markets?.map((market) => market.id),
      // A whole state or district: its day lookups and averages come from the daily rollup.
      place: query.state && !query.market ? { state: query.state, district: query.district } : undefined,
    };
    return { commodity, markets, filter };
  }

  app.get(
    '/e-mandi/home-page',
    {
      schema: {
        tags: ['e-mandi'],
        summary: "Today's mandi prices (latest trading day), the filter lists and the top movers",
        querystring: mandiHomeQuerySchema,
        response: { 200: mandiHomeResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { _limit, date, ...places } = request.query;
      const locale = places._locale ?? 'en';
      const { filter } = await resolve(places);
      const [commodities, allMarkets] = await Promise.all([
        mandiCommodityList(db),
        findMarkets(db, { locale }),
      ]);
      const day = await latestMandiDay(db, date ?? indiaToday(), filter);
      const states = distinctPlaces(allMarkets, 'state');
      if (!day) return { date: null, commodities, states, records: [], total: 0, gainers: [], losers: [] };
      const [{ total, records }, movers] = await Promise.all([
        mandiRecordsOn(db, day, filter, { sort: 'place', limit: _limit, start: 0, locale }),
        topMovers(db, day, filter, MOVERS, locale),
      ]);
      return { date: day, commodities, states, records, total, ...movers };
    },
  );

  app.get(
    '/e-mandi/detail-page',
    {
      schema: {
        tags: ['e-mandi'],
        summary:
          'One commodity in every market (narrowed by state, district, market), sorted, with the best price per state',
        querystring: mandiDetailQuerySchema,
        response: { 200: mandiDetailResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { _sort, _limit, _start, date, ...places } = request.query;
      const locale = places._locale ?? 'en';
      const { commodity, filter } = await resolve(places);
      if (!commodity) throw new NotFoundError(`No commodity ${places.commodity}`);
      const day = await latestMandiDay(db, date ?? indiaToday(), filter);
      if (!day) return { date: null, commodity, total: 0, records: [], bestByState: [] };
      const [{ total, records }, best] = await Promise.all([
        mandiRecordsOn(db, day, filter, { sort: _sort, limit: _limit, start: _start, locale }),
        bestByState(db, day, commodity.id, locale),
      ]);
      const publicCommodity = withoutId(commodity);
      return { date: day, commodity: publicCommodity, total, records, bestByState: best };
    },
  );

  app.get(
    '/e-mandi/get-state',
    {
      schema: {
        tags: ['e-mandi'],
        summary: 'States with markets that have prices (of `commodity` when given)',
        querystring: mandiPlacesQuerySchema,
        response: { 200: mandiStatesResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { filter } = await resolve({ commodity: request.query.commodity });
      const markets = await findMarkets(db, {
        commodityId: filter.commodityId,
        withPrices: true,
        locale: request.query._locale,
      });
      return { states: distinctPlaces(markets, 'state') };
    },
  );

  app.get(
    '/e-mandi/get-district/:id',
    {
      schema: {
        tags: ['e-mandi'],
        summary: 'Districts of a state (id = state slug) with markets trading `commodity` when given',
        params: z.object({ id: mandiSlugSchema }),
        querystring: mandiPlacesQuerySchema,
        response: { 200: mandiDistrictsResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { _locale: locale } = request.query;
      const { commodity, markets } = await resolve({
        commodity: request.query.commodity,
        state: request.params.id,
        _locale: locale,
      });
      const trading = await findMarkets(db, {
        state: request.params.id,
        commodityId: commodity?.id,
        withPrices: true,
        locale,
      });
      const state = (markets ?? [])[0].state;
      return { state, districts: distinctPlaces(trading, 'district') };
    },
  );

  app.get(
    '/e-mandi/get-market/:a/:b',
    {
      schema: {
        tags: ['e-mandi'],
        summary: 'Markets of a district (a = state slug, b = district slug), trading `commodity` when given',
        params: z.object({ a: mandiSlugSchema, b: mandiSlugSchema }),
        querystring: mandiPlacesQuerySchema,
        response: { 200: mandiMarketsResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { a, b } = request.params;
      const { _locale: locale } = request.query;
      const { commodity, markets } = await resolve({
        commodity: request.query.commodity,
        state: a,
        district: b,
        _locale: locale,
      });
      const trading = await findMarkets(db, {
        state: a,
        district: b,
        commodityId: commodity?.id,
        withPrices: true,
        locale,
      });
      const first = (markets ?? [])[0];
      return { state: first.state, district: first.district, markets: distinctPlaces(trading, 'market') };
    },
  );

  app.get(
    '/e-mandi/market/:state/:district/:market',
    {
      schema: {
        tags: ['e-mandi'],
        summary: 'Every commodity of one market on its latest trading day',
        params: z.object({ state: mandiSlugSchema, district: mandiSlugSchema, market: mandiSlugSchema }),
        querystring: mandiMarketQuerySchema,
        response: { 200: mandiMarketResponseSchema, ...failures },
      },
    },
    async (request) => {
      const locale = request.query._locale ?? 'en';
      const { markets, filter } = await resolve({ ...request.params, _locale: locale });
      const market = (markets ?? [])[0];
      const day = await latestMandiDay(db, request.query.date ?? indiaToday(), filter);
      const { records } = day
        ? await mandiRecordsOn(db, day, filter, { sort: 'place', limit: 200, start: 0, locale })
        : { records: [] };
      return { date: day, state: market.state, district: market.district, market: market.market, records };
    },
  );

  app.get(
    '/e-mandi/history',
    {
      schema: {
        tags: ['e-mandi'],
        summary:
          'Min, modal and max per day of a commodity in a market, or averaged over a district or state',
        querystring: mandiHistoryQuerySchema,
        response: { 200: mandiHistoryResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { days, date, ...places } = request.query;
      const { commodity, markets, filter } = await resolve(places);
      if (!commodity || !markets) throw new NotFoundError('No such commodity or place');
      const end = (await latestMandiDay(db, date ?? indiaToday(), filter)) ?? date ?? indiaToday();
      const points = await mandiHistory(db, commodity, filter, end, days);
      const first = markets[0];
      const place = places.market
        ? `${first.market.name}, ${first.district.name}, ${first.state.name}`
        : places.district
          ? `${first.district.name}, ${first.state.name}`
          : first.state.name;
      const publicCommodity = withoutId(commodity);
      return { commodity: publicCommodity, place, days, points };
    },
  );

  await app.register(priceImportRoutes, {
    accounts,
    imports: [
      {
        path: '/e-mandi/admin/import',
        summary: 'Imports a mandi price CSV (Agmarknet layout)',
        run: importMandiCsv,
      },
    ],
  });
};
