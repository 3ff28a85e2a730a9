import { healthResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../db/database';

export const healthRoutes: FastifyPluginAsyncZod<{ databaseKind: DatabaseKind }> = async (
  app,
  { databaseKind },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['general'],
        summary: 'Liveness and the kind of database in use',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: databaseKind }),
  );
};
