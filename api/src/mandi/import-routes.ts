import type { Readable } from 'node:stream';
import { priceImportReportSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { editorDesk } from '../admin/editor-desk';
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
  const { db, clock, route } = editorDesk(app, accounts);
  // Leave the body unread: the handler streams request.raw itself.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    (_request, _payload, done) => done(null, undefined),
  );

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
      route({
        summary,
        consumes: ['text/csv'],
        response: { 200: priceImportReportSchema },
      }),
      async (request) => run(db, request.raw as Readable, indiaToday(clock())),
    );
  }
};
