import { randomBytes } from 'node:crypto';
import { deskPictureUploadSchema } from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import type { ImageStorage } from '../ads';
import { processAdImage } from '../ads/ad-images';
import { catalogueDesk } from './desk-context';
import { DeskInputError } from './desk-errors';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * POST admin/catalogue/pictures: a model picture's own bytes (JPEG, PNG or WebP, checked by content), resized with
 * sharp to WebP of at most 1600 px (metadata dropped) and kept beside the editorial images, which the site serves at
 * `/api/uploads/media/<name>`; its address goes into the model document's `pictures`.
 */
export const deskPictureRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsContext;
  storage: ImageStorage;
}> = async (app, { accounts, storage }) => {
  const { route } = catalogueDesk(app, accounts);
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/admin/catalogue/pictures',
    route({
      summary: 'Uploads a model picture (resized to WebP)',
      response: { 201: deskPictureUploadSchema },
    }),
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new DeskInputError('picture', 'send the bytes of a JPEG, PNG or WebP image');
      }
      const image = await processAdImage(request.body);
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await storage.put(`media/${name}`, image.body, 'image/webp');
      return reply
        .code(201)
        .send({ url: `/api/uploads/media/${name}`, width: image.width, height: image.height });
    },
  );
};
