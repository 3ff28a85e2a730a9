import {
  brandListQuerySchema,
  countSchema,
  errorResponseSchema,
  vehicleBrandSchema,
  type VehicleVertical,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { withSortFields } from '../http/content-query';
import {
  countVehicleBrands,
  listVehicleBrands,
  VEHICLE_BRAND_SORT_FIELDS,
} from '../catalogue/vehicle-brand-queries';

/** The content-style brand list of each vertical, with the path segment it has always had. */
export const VEHICLE_BRAND_PATHS: Record<VehicleVertical, string> = {
  truck: '/truck-brands',
  bus: '/bus-brands',
  'three-wheeler': '/threewheeler-brands',
  tractor: '/tractor-brands',
  infra: '/infra-brands',
};

const querystring = withSortFields(brandListQuerySchema, VEHICLE_BRAND_SORT_FIELDS);

export const vehicleBrandRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [vertical, path] of Object.entries(VEHICLE_BRAND_PATHS) as [VehicleVertical, string][]) {
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
