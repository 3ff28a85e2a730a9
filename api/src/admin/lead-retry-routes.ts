import { pathIdSchema } from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import { NotFoundError } from '../http/not-found';
import { retryFailedDelivery } from '../leads/retry-delivery';
import { ADMIN_FAILURES } from './admin-failures';

const deliveryParamsSchema = z.object({
  id: pathIdSchema,
});

const retriedSchema = z.object({ id: z.number().int(), status: z.literal('pending') });

/** POST admin/lead-deliveries/:id/retry — a failed delivery (CRM or partner) goes back to the outbox, due now. */
export const adminLeadRetryRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  app.post(
    '/admin/lead-deliveries/:id/retry',
    {
      preValidation: requireRole(db, ['admin', 'editor'], clock),
      schema: {
        tags: ['admin'],
        summary: 'Queues a failed lead delivery again with a fresh attempt budget (404 unless it failed)',
        params: deliveryParamsSchema,
        response: { 200: retriedSchema, ...ADMIN_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      if (!(await retryFailedDelivery(db, id, clock()))) {
        throw new NotFoundError(`No failed delivery ${id}`);
      }
      return { id, status: 'pending' as const };
    },
  );
};
