import {
  TYRE_MODEL_SORT_FIELDS,
  countSchema,
  errorResponseSchema,
  fittingVehicleSchema,
  tyreCompareQuerySchema,
  tyreModelDetailSchema,
  tyreModelListQuerySchema,
  tyreModelParamsSchema,
  tyreModelSummarySchema,
  tyreSearchQuerySchema,
  tyreSearchResultSchema,
  tyreSizeOptionSchema,
  type FittingVehicle,
} from '@cvb/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { tyreFitments } from '../db/schema-tyres';
import { withSortFields, pageOf } from '../http/content-query';
import { loadTyreCatalogue, summaryOf } from './tyre-catalogue';
import { findModel, listed, sorted } from './tyre-model-list';
import { searchTyres } from './tyre-search';

const modelListQuery = withSortFields(tyreModelListQuerySchema, TYRE_MODEL_SORT_FIELDS);
const FITS_LIMIT = 24;

async function fittingVehicles(db: Db, sizeKeys: string[]): Promise<FittingVehicle[]> {
  if (sizeKeys.length === 0) return [];
  const rows = await db
    .select({
      vertical: vehicleModels.vertical,
      brandSlug: brands.slug,
      brandName: brands.name,
      modelSlug: vehicleModels.slug,
      modelName: vehicleModels.name,
      position: tyreFitments.position,
      sizeKey: tyreFitments.sizeKey,
    })
    .from(tyreFitments)
    .innerJoin(vehicleModels, eq(vehicleModels.id, tyreFitments.vehicleModelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(inArray(tyreFitments.sizeKey, sizeKeys))
    .orderBy(desc(vehicleModels.popularity), asc(vehicleModels.id))
    .limit(FITS_LIMIT);
  return rows.map((row) => fittingVehicleSchema.parse(row));
}

/** The tyre catalogue: model lists and counts, search, a model's page, comparison and the size pickers. */
export const tyreCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tyre-models',
    {
      schema: {
        tags: ['content'],
        summary: 'Tyre models; default _limit -1 (all) and status_ne expired; default sort popularity:DESC',
        querystring: modelListQuery,
        response: { 200: z.array(tyreModelSummarySchema), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const query = { ...request.query, _limit: request.query._limit ?? -1 };
      const { limit, offset } = pageOf(query);
      const found = sorted(listed(await loadTyreCatalogue(db), query), query._sort);
      return found.slice(offset, limit === undefined ? undefined : offset + limit).map(summaryOf);
    },
  );

  app.get(
    '/tyre-models/count',
    {
      schema: {
        tags: ['content'],
        summary: 'Number of tyre models matching the filters (expired left out unless asked for)',
        querystring: modelListQuery,
        response: { 200: countSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ count: listed(await loadTyreCatalogue(db), request.query).length }),
  );

  app.get(
    '/tyres/search',
    {
      schema: {
        tags: ['tyres'],
        summary:
          'Tyre search with filters (brand, vehicle type, size, construction, type, tubeless, price) and facet counts',
        querystring: tyreSearchQuerySchema,
        response: { 200: tyreSearchResultSchema, 400: errorResponseSchema },
      },
    },
    async (request) => searchTyres(await loadTyreCatalogue(db), request.query),
  );

  app.get(
    '/tyres/models/:brandSlug/:modelSlug',
    {
      schema: {
        tags: ['tyres'],
        summary: 'A tyre model with all its sizes and prices and the vehicles its sizes fit',
        params: tyreModelParamsSchema,
        response: { 200: tyreModelDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const model = findModel(
        await loadTyreCatalogue(db),
        request.params.brandSlug,
        request.params.modelSlug,
      );
      return {
        ...model,
        fitsVehicles: await fittingVehicles(
          db,
          model.sizes.map((size) => size.sizeKey),
        ),
      };
    },
  );

  app.get(
    '/tyres/compare',
    {
      schema: {
        tags: ['tyres'],
        summary: 'Up to 4 tyre models side by side (models=brand/model,brand/model)',
        querystring: tyreCompareQuerySchema,
        response: { 200: z.array(tyreModelDetailSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const catalogue = await loadTyreCatalogue(db);
      return request.query.models.map((ref) => {
        const [brandSlug, modelSlug] = ref.split('/');
        return { ...findModel(catalogue, brandSlug, modelSlug), fitsVehicles: [] };
      });
    },
  );

  app.get(
    '/tyres/sizes',
    {
      schema: {
        tags: ['tyres'],
        summary:
          'Every tyre size on sale, for the width / aspect / rim pickers (only combinations that exist)',
        response: { 200: z.array(tyreSizeOptionSchema) },
      },
    },
    async () => {
      const bySize = new Map<string, z.infer<typeof tyreSizeOptionSchema>>();
      for (const tyre of await loadTyreCatalogue(db)) {
        if (tyre.status === 'expired') continue;
        for (const size of tyre.sizes) {
          const known = bySize.get(size.sizeKey);
          if (known) known.modelCount += 1;
          else
            bySize.set(size.sizeKey, {
              sizeKey: size.sizeKey,
              width: size.width,
              aspectRatio: size.aspectRatio,
              rimInches: size.rimInches,
              construction: size.construction,
              modelCount: 1,
            });
        }
      }
      return [...bySize.values()].sort(
        (a, b) =>
          Number.parseFloat(a.width) - Number.parseFloat(b.width) || a.sizeKey.localeCompare(b.sizeKey),
      );
    },
  );
};
