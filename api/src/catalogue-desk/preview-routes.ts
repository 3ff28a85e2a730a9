import { deskModelParamsSchema, deskPreviewQuerySchema, modelDetailSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { catalogueDesk } from './desk-context';
import { previewDetail } from './model-preview';

/**
 * GET admin/catalogue/models/:id/preview: the model page's answer made from the draft, for editors and admins only
 * (the desk's role check; answered no-store like every desk call). The page asks for it under `?preview=<id>`.
 */
export const deskPreviewRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route } = catalogueDesk(app, accounts);
  app.get(
    '/admin/catalogue/models/:id/preview',
    route({
      summary: "The model page's answer made from the draft (what a publish would show), never cached",
      params: deskModelParamsSchema,
      querystring: deskPreviewQuerySchema,
      response: { 200: modelDetailSchema },
    }),
    async (request) => previewDetail(db, request.params.id, request.query),
  );
};
