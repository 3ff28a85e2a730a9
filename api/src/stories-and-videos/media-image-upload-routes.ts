import { randomBytes } from 'node:crypto';
import { mediaImageUploadSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import type { ImageStorage } from '../ads';
import { processAdImage } from '../ads/ad-images';
import { BadRequestError } from '../http/bad-request';
import { NotFoundError } from '../http/not-found';
import { ADMIN_FAILURES } from '../admin/admin-failures';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Editorial images: an editor uploads the raw bytes of a JPEG, PNG or WebP (checked by content, re-encoded as
 * WebP ≤ 1600 px, metadata dropped), kept in the same storage as ad photos and served by the site itself.
 */
export const mediaImageUploadRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsContext;
  storage: ImageStorage;
}> = async (app, { accounts, storage }) => {
  const { db, clock } = accounts;
  const guard = requireRole(db, ['admin', 'editor'], clock);
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/admin/media/images',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Uploads an editorial image (the raw JPEG, PNG or WebP bytes, up to 8 MB)',
        response: { 201: mediaImageUploadSchema, ...ADMIN_FAILURES },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new BadRequestError('image: send the bytes of a JPEG, PNG or WebP image');
      }
      const image = await processAdImage(request.body);
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await storage.put(`media/${name}`, image.body, 'image/webp');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ url: `/api/uploads/media/${name}`, width: image.width, height: image.height });
    },
  );

  app.get(
    '/uploads/media/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An editorial image (WebP); names never change content, so it is cached for a year',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/, 'file must be an image name') }),
      },
    },
    async (request, reply) => {
      const body = await storage.get(`media/${request.params.file}`);
      if (!body) throw new NotFoundError('No such image');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
};
