import {
  ALL_VERTICAL_DEFINITIONS,
  brandListQuerySchema,
  countSchema,
  errorResponseSchema,
  vehicleBrandSchema,
  type VehicleVertical,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { withSortFields } from '../../http/content-query';
import { countVehicleBrands, listVehicleBrands, VEHICLE_BRAND_SORT_FIELDS } from '../vehicle-brand-queries';

/** The content-style brand list of each vertical, named after its content prefix: `/truck-brands`, `/threewheeler-brands`. */
export const VEHICLE_BRAND_PATHS = new Map<VehicleVertical, string>(
  ALL_VERTICAL_DEFINITIONS.map((definition) => [definition.key, `/${definition.api.contentPrefix}-brands`]),
);

const querystring = withSortFields(brandListQuerySchema, VEHICLE_BRAND_SORT_FIELDS);

export const vehicleBrandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [vertical, path] of VEHICLE_BRAND_PATHS) {
    const tags = ['content'];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${vertical} brands with model count and on-sale price range; default sort popularity:DESC`,
          querystring,
          response: { 200: z.array(vehicleBrandSchema), 400: errorResponseSchema },
        },
      },
      async (request) => listVehicleBrands(db, vertical, request.query),
    );
    app.get(
      `${path}/count`,
      {
        schema: {
          tags,
          summary: `Number of ${vertical} brands matching the filters`,
          querystring,
          response: { 200: countSchema, 400: errorResponseSchema },
        },
      },
      async (request) => ({ count: await countVehicleBrands(db, vertical, request.query) }),
    );
  }
};
