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
import { editorDesk } from './editor-desk';
import { leadsCsv } from './lead-csv';
import { leadDetail, listLeads } from './lead-queries';
import { NotFoundError } from '../http/not-found';

/** Leads for editors and admins: filtered list, one lead, and the same filters as a CSV file. */
export const adminLeadRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, route } = editorDesk(app, accounts);

  app.get(
    '/admin/leads',
    route({
      summary: 'Leads, newest first, filtered by date range, vertical, brand, city and source',
      querystring: leadListQuerySchema,
      response: { 200: leadListResponseSchema },
    }),
    async (request) => listLeads(db, request.query),
  );

  app.get(
    '/admin/leads/export',
    route({
      summary: 'The filtered leads as a CSV file (UTF-8)',
      querystring: leadFilterQuerySchema,
      response: { 200: z.string() },
    }),
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
    route({
      summary: 'One lead with its deliveries',
      params: leadIdParamsSchema,
      response: { 200: leadDetailSchema },
    }),
    async (request) => {
      const detail = await leadDetail(db, request.params.id);
      if (!detail) throw new NotFoundError(`No lead with id ${request.params.id}`);
      return detail;
    },
  );
};
