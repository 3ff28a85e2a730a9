import {
  leadDetailSchema,
  leadFilterQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
} from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import { leadsCsv } from '../admin/lead-csv';
import { leadDetail, listLeads } from '../admin/lead-queries';
import { NotFoundError } from '../http/not-found';
import { ADMIN_FAILURES } from './admin-failures';

/** Leads for editors and admins: filtered list, one lead, and the same filters as a CSV file. */
export const adminLeadRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  // Before validation, so an anonymous or plain user hears 401/403 whatever they sent.
  const guard = requireRole(db, ['admin', 'editor'], clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/leads',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Leads, newest first, filtered by date range, vertical, brand, city and source',
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => listLeads(db, request.query),
  );

  app.get(
    '/admin/leads/export',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'The filtered leads as a CSV file (UTF-8)',
        querystring: leadFilterQuerySchema,
        response: { 200: z.string(), ...ADMIN_FAILURES },
      },
    },
    async (request, reply) => {
      const day = clock().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cvb-leads-${day}.csv"`);
      return leadsCsv(db, request.query);
    },
  );

  app.get(
    '/admin/leads/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'One lead with its deliveries',
        params: leadIdParamsSchema,
        response: { 200: leadDetailSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const detail = await leadDetail(db, request.params.id);
      if (!detail) throw new NotFoundError(`No lead with id ${request.params.id}`);
      return detail;
    },
  );
};
