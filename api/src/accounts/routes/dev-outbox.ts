import { devOutboxResponseSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevOutbox } from '../sms/dev-outbox';

/**
 * GET dev/outbox?mobile=: the texts the development SMS sender "sent", newest first. Registered only when
 * CVB_DEV_OUTBOX=on (refused under NODE_ENV=production); otherwise the route does not exist.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: DevOutbox }> = async (app, { outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: SMS texts that would have been sent',
        querystring: z.object({ mobile: z.string().optional() }),
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: outbox.list(request.query.mobile?.trim()) };
    },
  );
};
