import { errorResponseSchema, fuelIndexDateQuerySchema, fuelIndexResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { fuelIndexOn } from '../fuel/fuel-index-query';
import { NotFoundError } from '../http/not-found';
import { indiaToday } from '../time/india-today';

export const fuelIndexRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v4/fuel-data-for-index-page',
    {
      schema: {
        tags: ['v4'],
        summary:
          'Petrol and diesel prices by city on the latest day on or before `date` (default today, IST)',
        querystring: fuelIndexDateQuerySchema,
        response: { 200: fuelIndexResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const date = request.query.date ?? indiaToday();
      const index = await fuelIndexOn(db, date);
      if (!index) throw new NotFoundError(`No fuel prices on or before ${date}`);
      return index;
    },
  );
};
