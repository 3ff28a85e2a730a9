import type { Readable } from 'node:stream';
import { priceImportReportSchema, type PriceImportReport } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { editorDesk } from '../admin/editor-desk';
import type { Db } from '../db/database';
import { indiaToday } from '../time/india-today';

/** One kind of price file: where it is posted and what stores its rows (`latest` is India's today). */
export interface PriceSheetImport {
  path: string;
  summary: string;
  /** `now` is the clock's moment: alerts fired by the new prices count it (docs/domain.md#price-alerts). */
  run(db: Db, stream: Readable, latest: string, now: Date): Promise<PriceImportReport>;
}

/**
 * Admin uploads of price files, sent as the raw CSV body (Content-Type text/csv) and read as a stream,
 * so a file of any size never sits whole in memory. The answer reports stored, already present and
 * refused rows.
 */
export const priceImportRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsContext;
  imports: PriceSheetImport[];
}> = async (app, { accounts, imports }) => {
  const { db, clock, route } = editorDesk(app, accounts);
  // Leave the body unread: the handler streams request.raw itself.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/octet-stream'],
    (_request, _payload, done) => done(null, undefined),
  );
  for (const { path, summary, run } of imports) {
    app.post(
      path,
      route({
        summary,
        consumes: ['text/csv'],
        response: { 200: priceImportReportSchema },
      }),
      async (request) => run(db, request.raw as Readable, indiaToday(clock()), clock()),
    );
  }
};
