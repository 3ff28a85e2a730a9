import {
  adminExpertReviewSchema,
  adminMediaListQuerySchema,
  expertReviewImageUpdateSchema,
  expertReviewTextsUpdateSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { editorDesk } from '../admin/editor-desk';
import { catalogueChanged } from '../catalogue-desk/catalogue-change-feed';
import { NotFoundError } from '../http/not-found';
import {
  adminExpertReview,
  expertReviewVertical,
  saveExpertReviewImage,
  saveExpertReviewTexts,
} from './admin-expert-review-queries';

const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and hyphens'),
});
const noReview = (slug: string) => new NotFoundError(`No expert review ${slug}`);

/** The media desk's expert-review editor: one locale's texts whole, and the review's image. */
export const adminExpertReviewRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route } = editorDesk(app, accounts);

  app.get(
    '/admin/media/expert-reviews/:slug',
    route({
      summary: "An expert review's texts in one locale, for editing (editors and admins)",
      params: slugParams,
      querystring: adminMediaListQuerySchema,
      response: { 200: adminExpertReviewSchema },
    }),
    async (request) => {
      const review = await adminExpertReview(db, request.params.slug, request.query.locale);
      if (!review) throw noReview(request.params.slug);
      return review;
    },
  );

  app.put(
    '/admin/media/expert-reviews/:slug/texts',
    route({
      summary: "Writes an expert review's title, summary, body, verdict, pros and cons in one locale",
      params: slugParams,
      body: expertReviewTextsUpdateSchema,
      response: { 200: adminExpertReviewSchema },
    }),
    async (request) => {
      const { slug } = request.params;
      if (!(await saveExpertReviewTexts(db, slug, request.body))) throw noReview(slug);
      // The model page shows the review's title and verdict: its catalogue is rebuilt on every instance.
      await catalogueChanged(db, { vertical: await expertReviewVertical(db, slug) });
      const review = await adminExpertReview(db, slug, request.body.locale);
      if (!review) throw noReview(slug);
      return review;
    },
  );

  app.put(
    '/admin/media/expert-reviews/:slug/image',
    route({
      summary:
        "Sets an expert review's image (one uploaded through admin/media/images), or null for the artwork",
      params: slugParams,
      body: expertReviewImageUpdateSchema,
      response: { 200: z.object({ ok: z.literal(true) }) },
    }),
    async (request) => {
      const { slug } = request.params;
      if (!(await saveExpertReviewImage(db, slug, request.body.image))) throw noReview(slug);
      return { ok: true as const };
    },
  );
};
