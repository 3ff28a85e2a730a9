import {
  autoExpoQuerySchema,
  autoExpoResponseSchema,
  contactRequestSchema,
  errorResponseSchema,
  headerDataQuerySchema,
  headerDataResponseSchema,
  messageResponseSchema,
  subscriptionRequestSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { autoExpo2025 } from './auto-expo';
import { saveContactMessage } from './contact-messages';
import { headerData } from './header-data';
import { subscribe } from './subscriptions';

/** The shell's chrome and pages: header data, newsletter, contact form and the Auto Expo 2025 page. */
export const siteGeneralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['general'];
  app.get(
    '/general/header-data',
    {
      schema: {
        tags,
        summary: 'Popular brands, models and comparisons of trucks, buses and three-wheelers for the header',
        querystring: headerDataQuerySchema,
        response: { 200: headerDataResponseSchema, 400: errorResponseSchema },
      },
    },
    async () => headerData(db),
  );
  app.post(
    '/general/subscribe',
    {
      schema: {
        tags,
        summary: 'Footer newsletter: stores the address once; subscribing again is not an error',
        body: subscriptionRequestSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ message: await subscribe(db, request.body) }),
  );
  app.post(
    '/general/contact',
    {
      schema: {
        tags,
        summary:
          'Contact-us form: name, mobile, email, optional subject, message; 200 for a repeat of its idempotencyKey',
        body: contactRequestSchema,
        response: {
          200: messageResponseSchema,
          201: messageResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(db, request.body);
      return reply.code(saved.created ? 201 : 200).send({ message: saved.message });
    },
  );
  app.get(
    '/general/auto-expo-2025',
    {
      schema: {
        tags,
        summary: 'The Auto Expo 2025 page: the event and its commercial-vehicle highlights',
        querystring: autoExpoQuerySchema,
        response: { 200: autoExpoResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async ({ query }) => autoExpo2025(db, query.locale),
  );
};
