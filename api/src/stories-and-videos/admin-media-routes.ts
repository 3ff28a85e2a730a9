import {
  adminMediaListQuerySchema,
  adminMediaListSchema,
  adminMediaParamsSchema,
  adminMediaUpdateSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { editorDesk } from '../admin/editor-desk';
import { NotFoundError } from '../http/not-found';
import { catalogueChanged } from '../catalogue-desk/catalogue-change-feed';
import { expertReviewVertical } from './admin-expert-review-queries';
import { listAdminMedia, modelVideoVertical, updateAdminMedia } from './admin-media-queries';

/** The media desk's calls: videos, web stories and expert reviews with drafts; publish, withdraw, translate titles. */
export const adminMediaRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route } = editorDesk(app, accounts);

  app.get(
    '/admin/media/:kind',
    route({
      summary: 'Videos, web stories or expert reviews, drafts included, newest first (editors and admins)',
      params: adminMediaParamsSchema.pick({ kind: true }),
      querystring: adminMediaListQuerySchema,
      response: { 200: adminMediaListSchema },
    }),
    async (request) => ({ items: await listAdminMedia(db, request.params.kind, request.query.locale) }),
  );

  app.put(
    '/admin/media/:kind/:slug',
    route({
      summary: 'Publishes or withdraws an item; writes a video or web story title in one locale',
      params: adminMediaParamsSchema,
      body: adminMediaUpdateSchema,
      response: { 200: z.object({ ok: z.literal(true) }) },
    }),
    async (request, reply) => {
      const { kind, slug } = request.params;
      const outcome = await updateAdminMedia(db, kind, slug, request.body);
      if (outcome === 'not-found') throw new NotFoundError(`No ${kind} item ${slug}`);
      if (outcome === 'no-titles') {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Expert review texts are edited whole, not by title',
        });
      }
      // A published or withdrawn expert review comes onto or leaves its model's page.
      if (kind === 'expert-reviews')
        await catalogueChanged(db, { vertical: await expertReviewVertical(db, slug) });
      // A model's video (published, withdrawn or retitled) is shown on its model's page.
      if (kind === 'videos') await catalogueChanged(db, { vertical: await modelVideoVertical(db, slug) });
      return { ok: true as const };
    },
  );
};
