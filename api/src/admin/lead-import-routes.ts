import { leadImportHistorySchema, leadImportRequestSchema, leadImportResultSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { signedInUser } from '../accounts/request-user';
import { editorDesk } from './editor-desk';
import { leadImportHistory } from './lead-sheet/import-history';
import { importLeadSheet } from './lead-sheet/import-lead-sheet';

/** Room for a 2 MB sheet as base64 inside JSON. */
const IMPORT_BODY_LIMIT = 3_000_000;

/** import-lead-data (docs/domain.md#leads): past imports; check a CSV/XLSX sheet row by row, then import it. */
export const adminLeadImportRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, route } = editorDesk(app, accounts);

  app.get(
    '/import-lead-data',
    route({
      summary: 'The latest lead-sheet imports',
      response: { 200: leadImportHistorySchema },
    }),
    async () => leadImportHistory(db),
  );

  app.post(
    '/import-lead-data',
    {
      ...route({
        summary: 'Checks a lead sheet (commit false) or imports its new valid rows (commit true)',
        body: leadImportRequestSchema,
        response: { 200: leadImportResultSchema },
      }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      const user = await signedInUser(db, request, clock);
      return importLeadSheet(db, {
        fileName: request.body.fileName,
        content: Buffer.from(request.body.contentBase64, 'base64'),
        commit: request.body.commit,
        userId: user.id,
        now: clock(),
      });
    },
  );
};
