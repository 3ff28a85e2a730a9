import type { Readable } from 'node:stream';
import { priceImportReportSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import { ADMIN_FAILURES } from '../routes/admin-failures';
import { indiaToday } from '../time/india-today';
import { importFuelCsv } from './fuel-csv-import';
import { importMandiCsv } from './mandi-csv-import';

/**
 * Admin uploads of price files, sent as the raw CSV body (Content-Type text/csv) and read as a stream,
 * so a file of any size never sits whole in memory. The answer reports stored, already present and
 * refused rows.
 */
export const mandiImportRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const guard = requireRole(db, ['admin', 'editor'], clock);
  // Leave the body unread: the handler streams request.raw itself.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    (_request, _payload, done) => done(null, undefined),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const imports = [
    {
      path: '/e-mandi/admin/import',
      summary: 'Imports a mandi price CSV (Agmarknet layout)',
      run: importMandiCsv,
    },
    {
      path: '/v4/admin/fuel-import',
      summary: 'Imports a fuel price CSV (State, City, Date, Petrol, Diesel, CNG, LPG)',
      run: importFuelCsv,
    },
  ];
  for (const { path, summary, run } of imports) {
    app.post(
      path,
      {
        preValidation: guard,
        schema: {
          tags: ['admin'],
          summary,
          consumes: ['text/csv'],
          response: { 200: priceImportReportSchema, ...ADMIN_FAILURES },
        },
      },
      async (request) => run(db, request.raw as Readable, indiaToday(clock())),
    );
  }
};
