import {
  accountFailureSchema,
  alertPushKeySchema,
  alertPushStateSchema,
  alertPushSubscribeSchema,
  alertPushUnsubscribeSchema,
  errorResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import type { VapidKeySource } from './push-keys';
import { removeSubscription, saveSubscription } from './push-store';

const tags = ['alerts'];
const refusals = { 400: errorResponseSchema, 401: accountFailureSchema } as const;

/** Web Push of alerts: the public key a browser subscribes with, subscribe, unsubscribe (docs/domain.md#web-push). */
export const alertPushRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsContext;
  keys: VapidKeySource;
}> = async (app, { accounts, keys }) => {
  const { db, clock } = accounts;
  const signedIn = requireRole(db, [], clock);
  const userId = async (request: Parameters<typeof signedInUser>[1]) =>
    (await signedInUser(db, request, clock)).id;

  app.get(
    '/alerts/push/key',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to alert notifications with',
        response: { 200: alertPushKeySchema, ...refusals },
      },
    },
    async () => ({ publicKey: (await keys()).publicKey }),
  );

  app.post(
    '/alerts/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Keeps this browser's push subscription: fired alerts are also pushed to it",
        body: alertPushSubscribeSchema,
        response: { 201: alertPushStateSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await saveSubscription(db, await userId(request), request.body);
      return reply.code(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/alerts/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Forgets this browser's push subscription (answers the same when there was none)",
        body: alertPushUnsubscribeSchema,
        response: { 200: alertPushStateSchema, ...refusals },
      },
    },
    async (request) => {
      await removeSubscription(db, await userId(request), request.body.endpoint);
      return { subscribed: false };
    },
  );
};
