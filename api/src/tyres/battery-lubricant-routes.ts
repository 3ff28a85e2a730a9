import {
  batteryFinderResultSchema,
  batterySchema,
  errorResponseSchema,
  lubricantFinderResultSchema,
  lubricantSchema,
  vehicleRefQuerySchema,
} from '@cvb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { batteries, batteryFitments, lubricantFitments, lubricants } from '../db/schema-tyres';
import { publicVehicle, resolveVehicle } from './vehicle-refs';

/** The battery and lubricant finders: what fits a vehicle model. */
export const batteryLubricantRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
