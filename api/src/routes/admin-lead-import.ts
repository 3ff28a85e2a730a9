import { leadImportHistorySchema, leadImportRequestSchema, leadImportResultSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { leadImportHistory } from '../admin/lead-sheet/import-history';
import { importLeadSheet } from '../admin/lead-sheet/import-lead-sheet';
import { ADMIN_FAILURES } from './admin-failures';

/** Room for a 2 MB sheet as base64 inside JSON. */
const IMPORT_BODY_LIMIT = 3_000_000;

/** import-lead-data (SPEC §7): past imports; check a CSV/XLSX sheet row by row, then import it. */
export const adminLeadImportRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
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
    '/import-lead-data',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'The latest lead-sheet imports',
        response: { 200: leadImportHistorySchema, ...ADMIN_FAILURES },
      },
    },
    async () => leadImportHistory(db),
  );

  app.post(
    '/import-lead-data',
    {
      preValidation: guard,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Checks a lead sheet (commit false) or imports its new valid rows (commit true)',
        body: leadImportRequestSchema,
        response: { 200: leadImportResultSchema, ...ADMIN_FAILURES },
      },
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
