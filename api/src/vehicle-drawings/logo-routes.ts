import { errorResponseSchema } from '@cvb/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { brandNameBySlug } from './brand-name-by-slug';
import { logoSvg } from './logo-svg';

const params = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'slug must be lower-case letters, digits and hyphens'),
});
const ONE_YEAR = 60 * 60 * 24 * 365;

export const mediaLogoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/logos/:slug.svg',
    {
      schema: {
        tags: ['media'],
        summary:
          'Generated SVG logo of a vehicle or tyre brand: its initials on a colour derived from the slug',
        params,
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const name = await brandNameBySlug(db, slug);
      if (!name) throw new NotFoundError(`No brand with slug ${slug}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .send(logoSvg(slug, name));
    },
  );
};
