import {
  ALL_VERTICAL_DEFINITIONS,
  errorResponseSchema,
  runningCostQuerySchema,
  runningCostResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { runningCostPlace } from './running-cost-place';
import { runningCostVariants } from './running-cost-variants';

const failures = { 400: errorResponseSchema, 404: errorResponseSchema };

/**
 * `{vertical}/running-cost`: what the cost-of-ownership and trip-cost pages work from — up to four variants with
 * their specs, price and tyre fitment priced from the tyre catalogue, and the city's fuel price, EV tariff and
 * state rules — plus each variant's cost per km with every default (the model page's estimate).
 */
export const runningCostRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const definition of ALL_VERTICAL_DEFINITIONS.filter((d) => d.runningCost)) {
    app.get(
      `/${definition.api.prefix}/running-cost`,
      {
        schema: {
          tags: [definition.api.prefix],
          summary: `Running-cost inputs of up to four ${definition.plural} in a city, with the default estimate`,
          querystring: runningCostQuerySchema,
          response: { 200: runningCostResponseSchema, ...failures },
        },
      },
      async (request) => {
        const place = await runningCostPlace(db, definition.key, request.query.city);
        const variants = await runningCostVariants(db, definition, request.query.variantSlugs, place);
        return { ...place, variants };
      },
    );
  }
};
