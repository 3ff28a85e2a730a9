import fastifyMultipart from '@fastify/multipart';
import {
  accountFailureSchema,
  createdUsedVehicleAdSchema,
  errorResponseSchema,
  usedVehicleAdListQuerySchema,
  usedVehicleAdListResponseSchema,
  idParamsSchema,
  publicUsedVehicleAdSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../accounts/clock';
import { requireRole, signedInUser } from '../accounts/request-user';
import { checkAdFields } from './ad-fields';
import { adCatalogueOptionRoutes } from './catalogue-options-routes';
import { processAdImage } from './ad-images';
import { findUsedVehicleAd, listUsedVehicleAds } from './ad-queries';
import { createUsedVehicleAd } from './create-ad';
import type { ImageStorage } from './image-storage';
import { AD_UPLOAD_LIMITS, readAdUpload } from './read-ad-upload';
import type { Db } from '../db/database';
import { NotFoundError } from '../http/not-found';

export interface AdRoutesOptions {
  db: Db;
  clock: Clock;
  storage: ImageStorage;
}

/** Used-vehicle ads: post one (signed in, multipart with photos), list and read them, serve their photos. */
export const adRoutes: FastifyPluginAsyncZod<AdRoutesOptions> = async (app, { db, clock, storage }) => {
  await app.register(fastifyMultipart, { limits: AD_UPLOAD_LIMITS });
  await app.register(adCatalogueOptionRoutes, { db });

  app.post(
    '/used-vehicle-ads',
    {
      preHandler: requireRole(db, [], clock),
      schema: {
        tags: ['ads'],
        summary:
          'Posts a used-vehicle ad: multipart/form-data with an `ad` JSON field and up to 8 `images` ' +
          '(JPEG, PNG or WebP, 8 MB each; stored as WebP of at most 1600 px)',
        consumes: ['multipart/form-data'],
        response: {
          201: createdUsedVehicleAdSchema,
          400: errorResponseSchema,
          401: accountFailureSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      const upload = await readAdUpload(request);
      const input = checkAdFields(upload.adJson);
      const images = [];
      for (const image of upload.images) images.push(await processAdImage(image));
      const ad = await createUsedVehicleAd(db, storage, user.id, input, images);
      return reply.code(201).header('cache-control', 'no-store').send({ ad });
    },
  );

  app.get(
    '/used-vehicle-ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'Active used-vehicle ads, newest first, filtered by vertical, brand, city and price',
        querystring: usedVehicleAdListQuerySchema,
        response: { 200: usedVehicleAdListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listUsedVehicleAds(db, request.query),
  );

  app.get(
    '/used-vehicle-ads/:id',
    {
      schema: {
        tags: ['ads'],
        summary: "One active used-vehicle ad, without the seller's mobile and email",
        params: idParamsSchema,
        response: { 200: publicUsedVehicleAdSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const ad = await findUsedVehicleAd(db, request.params.id);
      if (!ad || ad.status !== 'active') throw new NotFoundError('No such ad');
      const { mobile: _mobile, email: _email, ...shown } = ad;
      return shown;
    },
  );

  app.get(
    '/uploads/ads/:file',
    {
      schema: {
        tags: ['ads'],
        summary: 'A stored ad photo (WebP); names never change content, so it is cached for a year',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.webp$/, 'file must be a photo name') }),
      },
    },
    async (request, reply) => {
      const body = await storage.get(`ads/${request.params.file}`);
      if (!body) throw new NotFoundError('No such photo');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
};
