import {
  errorResponseSchema,
  finderVehicleSchema,
  finderVehiclesQuerySchema,
  loadInflationReference,
  pressureQuerySchema,
  pressureResultSchema,
  recommendedPressure,
  tyreFitmentResultSchema,
  vehicleRefQuerySchema,
} from '@cvb/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { tyreFitments } from '../db/schema-tyres';
import { NotFoundError } from '../http/not-found';
import { axleLoads } from './axle-loads';
import { loadTyreCatalogue, summaryOf } from './tyre-catalogue';
import { sorted } from './tyre-model-list';
import { finderVehicles, modelVariants, publicVehicle, resolveVehicle } from './vehicle-refs';

/** The tyre tools: the finder's vehicles, the tyres a vehicle takes, and the recommended pressures. */
export const tyreToolRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
        throw new NotFoundError(
          `No variant ${request.query.variant} of ${vehicle.brandSlug}/${vehicle.modelSlug}`,
        );
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
};
