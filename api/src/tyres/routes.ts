import {
  TYRE_MODEL_SORT_FIELDS,
  batteryFinderResultSchema,
  batterySchema,
  countSchema,
  errorResponseSchema,
  finderVehicleSchema,
  finderVehiclesQuerySchema,
  fittingVehicleSchema,
  loadInflationReference,
  localeQuerySchema,
  lubricantFinderResultSchema,
  lubricantSchema,
  pressureQuerySchema,
  pressureResultSchema,
  recommendedPressure,
  tyreCompareQuerySchema,
  tyreFitmentResultSchema,
  tyreGuideListQuerySchema,
  tyreGuideParamsSchema,
  tyreGuideSchema,
  tyreModelDetailSchema,
  tyreModelListQuerySchema,
  tyreModelParamsSchema,
  tyreModelSummarySchema,
  tyreSearchQuerySchema,
  tyreSearchResultSchema,
  tyreSizeOptionSchema,
  vehicleRefQuerySchema,
  type FittingVehicle,
  type TyreModelListQuery,
} from '@cvb/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { batteries, batteryFitments, lubricantFitments, lubricants, tyreFitments } from '../db/schema-tyres';
import { withSortFields, pageOf, parseSort } from '../http/content-query';
import { NotFoundError } from '../http/not-found';
import { axleLoads } from './axle-loads';
import { loadTyreCatalogue, summaryOf, type CatalogueTyre } from './tyre-catalogue';
import { searchTyres } from './tyre-search';
import { finderVehicles, modelVariants, publicVehicle, resolveVehicle } from './vehicle-refs';
import { getTyreGuide, listTyreGuides } from './tyre-guides';

const modelListQuery = withSortFields(tyreModelListQuerySchema, TYRE_MODEL_SORT_FIELDS);
const FITS_LIMIT = 24;

/** `tyre-models` filters; `status_ne` is `expired` unless the caller names a status. */
function listed(catalogue: CatalogueTyre[], query: TyreModelListQuery): CatalogueTyre[] {
  const statusNe = query.status === undefined ? (query.status_ne ?? 'expired') : query.status_ne;
  return catalogue.filter(
    (tyre) =>
      (query.slug === undefined || tyre.slug === query.slug) &&
      (query.brand === undefined || tyre.brandSlug === query.brand) &&
      (query.segment === undefined || tyre.segment === query.segment) &&
      (query.size === undefined || tyre.sizes.some((size) => size.sizeKey === query.size)) &&
      (query.status === undefined || tyre.status === query.status) &&
      (statusNe === undefined || tyre.status !== statusNe),
  );
}

function sorted(tyres: CatalogueTyre[], sortText: string | undefined): CatalogueTyre[] {
  const sort = parseSort<(typeof TYRE_MODEL_SORT_FIELDS)[number]>(sortText, {
    field: 'popularity',
    direction: 'DESC',
  });
  const sign = sort.direction === 'DESC' ? -1 : 1;
  return [...tyres].sort((a, b) => {
    const left = a[sort.field];
    const right = b[sort.field];
    if (left === right) return a.id - b.id;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

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

function findModel(catalogue: CatalogueTyre[], brandSlug: string, modelSlug: string): CatalogueTyre {
  const found = catalogue.find((tyre) => tyre.brandSlug === brandSlug && tyre.slug === modelSlug);
  if (!found) throw new NotFoundError(`No tyre model ${brandSlug}/${modelSlug}`);
  return found;
}

export const tyreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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

  app.get(
    '/tyres/finder/vehicles',
    {
      schema: {
        tags: ['tyres'],
        summary: 'Vehicle models the tyre, battery or lubricant finder knows (kind, default tyres)',
        querystring: finderVehiclesQuerySchema,
        response: { 200: z.array(finderVehicleSchema), 400: errorResponseSchema },
      },
    },
    async (request) => finderVehicles(db, request.query.kind ?? 'tyres'),
  );

  app.get(
    '/tyres/finder/by-vehicle',
    {
      schema: {
        tags: ['tyres'],
        summary: 'The tyre sizes a vehicle model takes, per axle, and the tyres sold in them',
        querystring: vehicleRefQuerySchema,
        response: { 200: tyreFitmentResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await resolveVehicle(db, request.query);
      const variants = await modelVariants(db, vehicle.id);
      const variant = request.query.variant
        ? variants.find((item) => item.slug === request.query.variant)
        : null;
      if (variant === undefined)
        throw new NotFoundError(`No variant ${request.query.variant} of ${vehicle.brandSlug}/${vehicle.modelSlug}`);
      const fitments = await db
        .select()
        .from(tyreFitments)
        .where(eq(tyreFitments.vehicleModelId, vehicle.id))
        .orderBy(asc(tyreFitments.position));
      const live = (await loadTyreCatalogue(db)).filter((tyre) => tyre.status !== 'expired');
      return {
        vehicle: publicVehicle(vehicle),
        variants,
        variant,
        fitments: fitments.map((fitment) => ({
          position: fitment.position as 'front' | 'rear' | 'all',
          sizeKey: fitment.sizeKey,
          tyreCount: fitment.tyreCount,
          tyres: sorted(
            live.filter((tyre) => tyre.sizes.some((size) => size.sizeKey === fitment.sizeKey)),
            'popularity:DESC',
          ).map(summaryOf),
        })),
      };
    },
  );

  app.get(
    '/tyres/pressure',
    {
      schema: {
        tags: ['tyres'],
        summary:
          'Recommended cold pressure front and rear for a vehicle and load, from load-inflation tables',
        querystring: pressureQuerySchema,
        response: { 200: pressureResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await resolveVehicle(db, request.query);
      const load = request.query.load ?? 'full';
      const fitments = await db
        .select()
        .from(tyreFitments)
        .where(eq(tyreFitments.vehicleModelId, vehicle.id));
      if (fitments.length === 0) throw new NotFoundError(`No tyre fitment known for ${vehicle.modelName}`);
      const axles = axleLoads(
        { ...vehicle, vertical: vehicle.vertical },
        fitments.map((f) => ({
          position: f.position as 'front' | 'rear' | 'all',
          sizeKey: f.sizeKey,
          tyreCount: f.tyreCount,
        })),
        load,
      ).flatMap((axle) => {
        const reference = loadInflationReference(
          axle.sizeKey,
          vehicle.vertical === 'tractor' ? 'farm' : 'road',
        );
        if (!reference) return [];
        return [
          {
            ...axle,
            ...recommendedPressure(reference, axle.loadPerTyreKg),
            maxLoadKg: reference.maxLoadKg,
            maxPressurePsi: reference.maxPressurePsi,
          },
        ];
      });
      return { vehicle: publicVehicle(vehicle), load, axles };
    },
  );

  app.get(
    '/tyres/battery-finder',
    {
      schema: {
        tags: ['tyres'],
        summary: 'Batteries that fit a vehicle model, by capacity',
        querystring: vehicleRefQuerySchema,
        response: { 200: batteryFinderResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await resolveVehicle(db, request.query);
      const rows = await db
        .select({ battery: batteries })
        .from(batteryFitments)
        .innerJoin(batteries, eq(batteries.id, batteryFitments.batteryId))
        .where(eq(batteryFitments.vehicleModelId, vehicle.id))
        .orderBy(asc(batteries.capacityAh), asc(batteries.price));
      return {
        vehicle: publicVehicle(vehicle),
        batteries: rows.map(({ battery }) => batterySchema.parse(battery)),
      };
    },
  );

  app.get(
    '/tyres/lubricant-finder',
    {
      schema: {
        tags: ['tyres'],
        summary: 'Engine, gear and transmission oils that fit a vehicle model',
        querystring: vehicleRefQuerySchema,
        response: { 200: lubricantFinderResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await resolveVehicle(db, request.query);
      const rows = await db
        .select({ lubricant: lubricants })
        .from(lubricantFitments)
        .innerJoin(lubricants, eq(lubricants.id, lubricantFitments.lubricantId))
        .where(and(eq(lubricantFitments.vehicleModelId, vehicle.id)))
        .orderBy(asc(lubricants.category), asc(lubricants.brand), asc(lubricants.name));
      return {
        vehicle: publicVehicle(vehicle),
        lubricants: rows.map(({ lubricant }) => lubricantSchema.parse(lubricant)),
      };
    },
  );

  app.get(
    '/tyre-guides',
    {
      schema: {
        tags: ['content'],
        summary: 'Tyre guides in a language (_locale, default en); newest first',
        querystring: tyreGuideListQuerySchema,
        response: { 200: z.array(tyreGuideSchema), 400: errorResponseSchema },
      },
    },
    async (request) => listTyreGuides(db, request.query),
  );

  app.get(
    '/tyre-guides/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One tyre guide in a language, English when it has no translation',
        params: tyreGuideParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: tyreGuideSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getTyreGuide(db, request.params.slug, request.query._locale ?? 'en'),
  );
};
