import { errorResponseSchema } from '@cvb/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';
import { findArtModel, modelArtViewSchema, renderModelArt } from './model-art';

const slug = (field: string) =>
  z.string().regex(/^[a-z0-9-]{1,80}$/, `${field} must be lower-case letters, digits and hyphens`);
const params = z.object({
  brandSlug: slug('brandSlug'),
  modelSlug: slug('modelSlug'),
  view: modelArtViewSchema,
});
const ONE_DAY = 60 * 60 * 24;

export const mediaModelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/models/:brandSlug/:modelSlug/:view.svg',
    {
      schema: {
        tags: ['media'],
        summary:
          'Generated SVG picture of a vehicle model (3/4 angle, side, front, rear or cabin view), drawn for its body type in its brand colour',
        params,
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          304: z.null().describe('Not modified: the ETag in If-None-Match still matches'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { brandSlug, modelSlug, view } = request.params;
      const model = await findArtModel(db, brandSlug, modelSlug);
      if (!model) throw new NotFoundError(`No model ${brandSlug}/${modelSlug}`);
      const svg = renderModelArt(model, view);
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', `public, max-age=${ONE_DAY}`).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
