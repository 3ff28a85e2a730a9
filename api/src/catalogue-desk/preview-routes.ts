import {
  deskModelParamsSchema,
  deskPreviewQuerySchema,
  modelDetailSchema,
  seoAnswerSchema,
  seoQuerySchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { siteOrigin } from '../stories-and-videos/site-origin';
import { catalogueDesk } from './desk-context';
import { previewDetail, previewSeo } from './model-preview';

/**
 * The draft's preview, for editors and admins only (the desk's role check; answered no-store like every desk call):
 * GET admin/catalogue/models/:id/preview, the model page's answer made from the draft, which the page asks for
 * under `?preview=<id>`; and GET admin/catalogue/models/:id/preview-seo, the page's head and status made from it,
 * which the web server asks for (with the editor's cookie) so that a model never published opens as a page.
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
  app.get(
    '/admin/catalogue/models/:id/preview-seo',
    route({
      summary:
        "A page's head and status (as general/seo answers them) once the draft is published: noindex, never cached",
      params: deskModelParamsSchema,
      querystring: seoQuerySchema,
      response: { 200: seoAnswerSchema },
    }),
    async (request) => previewSeo(db, request.params.id, request.query, siteOrigin(request)),
  );
};
