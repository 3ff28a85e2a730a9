import {
  errorResponseSchema,
  fuelCityQuerySchema,
  fuelCityResponseSchema,
  fuelDayWiseQuerySchema,
  fuelDayWiseResponseSchema,
  fuelIndexDateQuerySchema,
  fuelIndexResponseSchema,
  fuelPlaceResponseSchema,
  fuelStateQuerySchema,
  fuelStateResponseSchema,
  parseFuelPageSlug,
  type FuelKind,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { indiaToday } from '../time/india-today';
import { fuelDayWise, findFuelCity, findFuelState, resolveFuelPlace, type FuelPlace } from './fuel-day-wise';
import { priceImportRoutes } from '../price-sheets/import-routes';
import { importFuelCsv } from './fuel-csv-import';
import { cityPricesOn, fuelIndexOn } from './fuel-index-query';

const failures = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The day asked for, never later than today in India (prices are not known ahead). */
function dayOf(date: string | undefined): string {
  const today = indiaToday();
  return date && date < today ? date : today;
}

/** v4 fuel calls (docs/domain.md#calls): today's prices by city and state, a city, day-wise series, slug resolution. */
export const fuelRoutes: FastifyPluginAsyncZod<{ db: Db; accounts: AccountsContext }> = async (
  app,
  { db, accounts },
) => {
  const allCities = async (date: string | undefined) => {
    const day = dayOf(date);
    const index = await fuelIndexOn(db, day);
    if (!index) throw new NotFoundError(`No fuel prices on or before ${date ?? day}`);
    return index;
  };
  for (const path of ['/v4/fuel-data-for-index-page', '/v4/fuel-data-for-all-cities']) {
    app.get(
      path,
      {
        schema: {
          tags: ['v4'],
          summary:
            'Petrol, diesel, CNG and LPG prices of every city on `date` (default today, IST), with the day’s change',
          querystring: fuelIndexDateQuerySchema,
          response: { 200: fuelIndexResponseSchema, ...failures },
        },
      },
      async (request) => allCities(request.query.date),
    );
  }

  app.get(
    '/v4/fuel-price-state-wise',
    {
      schema: {
        tags: ['v4'],
        summary: 'Every city of a state on `date`',
        querystring: fuelStateQuerySchema,
        response: { 200: fuelStateResponseSchema, ...failures },
      },
    },
    async (request) => {
      const state = await findFuelState(db, request.query.state);
      if (!state) throw new NotFoundError(`No fuel prices for state ${request.query.state}`);
      const prices = await cityPricesOn(db, dayOf(request.query.date), { state: state.state });
      if (!prices) throw new NotFoundError(`No fuel prices on or before ${request.query.date}`);
      return { date: prices.date, ...state, cities: prices.items };
    },
  );

  app.get(
    '/v4/fuel-price-city-wise',
    {
      schema: {
        tags: ['v4'],
        summary: 'One city on `date`',
        querystring: fuelCityQuerySchema,
        response: { 200: fuelCityResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { city: citySlug, state, date } = request.query;
      const city = await findFuelCity(db, citySlug, state);
      if (!city) throw new NotFoundError(`No fuel prices for city ${citySlug}`);
      const prices = await cityPricesOn(db, dayOf(date), { citySlug: city.citySlug });
      const item = prices?.items[0];
      if (!prices || !item) throw new NotFoundError(`No fuel prices on or before ${date}`);
      return { date: prices.date, city: item };
    },
  );

  for (const fuel of ['petrol', 'diesel', 'cng'] as const satisfies readonly FuelKind[]) {
    app.get(
      `/v4/${fuel}-price-day-wise`,
      {
        schema: {
          tags: ['v4'],
          summary: `Daily ${fuel} prices of a city (or a state's average), newest first`,
          querystring: fuelDayWiseQuerySchema,
          response: { 200: fuelDayWiseResponseSchema, ...failures },
        },
      },
      async (request) => {
        const { state: stateSlug, city: citySlug, days, date } = request.query;
        let place: FuelPlace | undefined;
        if (citySlug) place = await findFuelCity(db, citySlug, stateSlug);
        else if (stateSlug) {
          const state = await findFuelState(db, stateSlug);
          place = state && { ...state, city: state.state, citySlug: state.stateSlug, kind: 'state' };
        }
        if (!place) throw new NotFoundError(`No fuel prices for ${citySlug ?? stateSlug}`);
        const series = await fuelDayWise(db, fuel, place, days, dayOf(date));
        return {
          fuel,
          state: place.state,
          stateSlug: place.stateSlug,
          city: place.city,
          citySlug: place.citySlug,
          days: series,
        };
      },
    );
  }

  app.get(
    '/v4/fuel-place/:slug',
    {
      schema: {
        tags: ['v4'],
        summary: 'What a /fuel-prices/{fuel}-price-in-{place} page shows (404 for an unknown slug)',
        params: z.object({ slug: z.string().max(120, 'must be 120 characters or less') }),
        response: { 200: fuelPlaceResponseSchema, ...failures },
      },
    },
    async (request) => {
      const parsed = parseFuelPageSlug(request.params.slug);
      const place = parsed && (await resolveFuelPlace(db, parsed.fuel, parsed.place));
      if (!place) throw new NotFoundError(`No fuel price page ${request.params.slug}`);
      return place;
    },
  );

  await app.register(priceImportRoutes, {
    accounts,
    imports: [
      {
        path: '/v4/admin/fuel-import',
        summary: 'Imports a fuel price CSV (State, City, Date, Petrol, Diesel, CNG, LPG)',
        run: importFuelCsv,
      },
    ],
  });
};
