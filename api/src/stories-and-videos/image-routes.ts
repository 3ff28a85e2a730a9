import { errorResponseSchema } from '@cvb/contracts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { mediaAuthors } from '../db/schema-media';
import { NotFoundError } from '../http/not-found';
import { findArtModel, modelArtViewSchema, renderModelArt } from '../vehicle-drawings/model-art';
import { authorPortraitSvg, FALLBACK_SVG } from './author-portrait';
import { FRAMES_PER_TURN, renderRotationFrame } from './rotation-frames';
import { IMAGE_WIDTHS } from './site-image';
import { svgToWebp } from './webp-cache';

const slug = (field: string) =>
  z.string().regex(/^[a-z0-9-]{1,80}$/, `${field} must be lower-case letters, digits and hyphens`);
const widthQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine(
      (width) => (IMAGE_WIDTHS as readonly number[]).includes(width),
      `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
    )
    .default(640),
});
const webpResponse = {
  200: { description: 'WebP image', content: { 'image/webp': { schema: z.string() } } },
  304: z.null().describe('Not modified'),
  400: errorResponseSchema,
};
const ONE_DAY = 60 * 60 * 24;

async function sendWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  svg: string,
  width: number,
) {
  const etag = `"${createHash('sha1').update(`${svg}@${width}`).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${ONE_DAY}`).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type('image/webp').send(await svgToWebp(key, svg, width));
}

/** Pictures the media pages show, drawn by the site as WebP in four widths: heroes, 360° frames, portraits. */
export const mediaImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/art/:brandSlug/:modelSlug/:view.webp',
    {
      schema: {
        tags: ['media'],
        summary:
          'A model’s generated picture as WebP (?w=320|640|960|1280); a neutral picture when the model is unknown',
        params: z.object({
          brandSlug: slug('brandSlug'),
          modelSlug: slug('modelSlug'),
          view: modelArtViewSchema,
        }),
        querystring: widthQuery,
        response: webpResponse,
      },
    },
    async (request, reply) => {
      const { brandSlug, modelSlug, view } = request.params;
      const model = await findArtModel(db, brandSlug, modelSlug);
      const svg = model ? renderModelArt(model, view) : FALLBACK_SVG;
      return sendWebp(request, reply, `art/${brandSlug}/${modelSlug}/${view}`, svg, request.query.w);
    },
  );

  app.get(
    '/media/360/:brandSlug/:modelSlug/:frame.webp',
    {
      schema: {
        tags: ['media'],
        summary: `Frame 0–${FRAMES_PER_TURN - 1} of a model’s 360° view as WebP`,
        params: z.object({
          brandSlug: slug('brandSlug'),
          modelSlug: slug('modelSlug'),
          frame: z.coerce
            .number()
            .int()
            .min(0, 'frame must be 0 or more')
            .max(FRAMES_PER_TURN - 1, `frame must be ${FRAMES_PER_TURN - 1} or less`),
        }),
        querystring: widthQuery,
        response: { ...webpResponse, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { brandSlug, modelSlug, frame } = request.params;
      const model = await findArtModel(db, brandSlug, modelSlug);
      if (!model) throw new NotFoundError(`No model ${brandSlug}/${modelSlug}`);
      return sendWebp(
        request,
        reply,
        `360/${brandSlug}/${modelSlug}/${frame}`,
        renderRotationFrame(model, frame),
        request.query.w,
      );
    },
  );

  app.get(
    '/media/authors/:slug.webp',
    {
      schema: {
        tags: ['media'],
        summary: 'An author’s monogram portrait as WebP',
        params: z.object({ slug: slug('slug') }),
        querystring: widthQuery,
        response: webpResponse,
      },
    },
    async (request, reply) => {
      const [author] = await db.select().from(mediaAuthors).where(eq(mediaAuthors.slug, request.params.slug));
      const svg = author ? authorPortraitSvg(author.name.en, author.beat) : FALLBACK_SVG;
      return sendWebp(request, reply, `author/${request.params.slug}`, svg, request.query.w);
    },
  );
};
