import {
  accountFailureSchema,
  alertBellSchema,
  alertCreateSchema,
  alertIdParamsSchema,
  alertListSchema,
  alertMarkReadSchema,
  alertSchema,
  alertStoppedSchema,
  alertStopSchema,
  alertUpdateSchema,
  errorResponseSchema,
  fillAlertText,
  localeCodeSchema,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { alertFirings } from '../db/schema-alerts';
import { AlertError, alertErrorBody } from './alert-error';
import { readAlertLinkToken } from './alert-links';
import { withNames } from './alert-names';
import { createAlert, deleteAlert, listAlerts, stopAlert, updateAlert } from './alert-store';
import type { AlertsConfig } from './alerts-config';
import { vapidKeySource } from './push-keys';
import { alertPushRoutes } from './push-routes';
import { bellOf, markBellRead } from './bell';

const tags = ['alerts'];
const localeQuery = z.object({ _locale: localeCodeSchema.optional() });
const refusals = {
  400: errorResponseSchema,
  401: accountFailureSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
} as const;
const tokenParams = z.object({ token: z.string().min(3).max(40) });

/** Price alerts of the signed-in user, the header bell, and the SMS's open and stop links (docs/domain.md#price-alerts). */
export const alertRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext; config: AlertsConfig }> = async (
  app,
  { accounts, config },
) => {
  const { db, clock } = accounts;
  const signedIn = requireRole(db, [], clock);
  const userId = async (request: Parameters<typeof signedInUser>[1]) =>
    (await signedInUser(db, request, clock)).id;

  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AlertError)) throw error;
    return reply.code(error.statusCode).header('cache-control', 'no-store').send(alertErrorBody(error));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(alertPushRoutes, { accounts, keys: vapidKeySource(db, config.push) });

  app.get(
    '/alerts',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in user's alerts, newest first, with the names of what each watches",
        querystring: localeQuery,
        response: { 200: alertListSchema, ...refusals },
      },
    },
    async (request) => ({
      items: await withNames(db, await listAlerts(db, await userId(request)), request.query._locale ?? 'en'),
    }),
  );

  app.post(
    '/alerts',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Sets an alert',
        body: alertCreateSchema,
        response: { 201: alertSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(db, await userId(request), request.body.rule, request.body.locale);
      return reply.code(201).send(alert);
    },
  );

  app.patch(
    '/alerts/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Pauses, resumes or changes an alert',
        params: alertIdParamsSchema,
        querystring: localeQuery,
        body: alertUpdateSchema,
        response: { 200: alertSchema, ...refusals },
      },
    },
    async (request) =>
      updateAlert(db, await userId(request), request.params.id, request.body, request.query._locale ?? 'en'),
  );

  app.delete(
    '/alerts/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Deletes an alert',
        params: alertIdParamsSchema,
        querystring: localeQuery,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteAlert(db, await userId(request), request.params.id, request.query._locale ?? 'en');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/alerts/bell',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The header bell: fired alerts and the unread count',
        querystring: localeQuery,
        response: { 200: alertBellSchema, ...refusals },
      },
    },
    async (request) => bellOf(db, await userId(request), request.query._locale ?? 'en'),
  );

  app.post(
    '/alerts/bell/read',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Marks fired alerts read (all when no ids)',
        body: alertMarkReadSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await markBellRead(db, await userId(request), request.body.ids, clock());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/alerts/o/:token',
    { schema: { tags, summary: "An SMS's link: opens the page of the fired alert", params: tokenParams } },
    async (request, reply) => {
      const id = readAlertLinkToken(config.linkSecret, 'open', request.params.token);
      const [firing] = id
        ? await db.select({ path: alertFirings.path }).from(alertFirings).where(eq(alertFirings.id, id))
        : [];
      return reply.redirect(firing?.path ?? '/', 302);
    },
  );

  const stopByToken = async (token: string) => {
    const id = readAlertLinkToken(config.linkSecret, 'stop', token);
    return id ? stopAlert(db, id) : null;
  };

  app.get(
    '/alerts/s/:token',
    {
      schema: {
        tags,
        summary: "An SMS's one-tap stop link (no login): pauses the alert and opens the alerts page",
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const stopped = await stopByToken(request.params.token);
      const prefix = stopped && stopped.locale !== 'en' ? `/${stopped.locale}` : '';
      return reply.redirect(`${prefix}/account/alerts?stopped=${stopped ? stopped.id : 'no'}`, 303);
    },
  );

  app.post(
    '/alerts/stop',
    {
      schema: {
        tags,
        summary: "Stops an alert by its SMS stop link's token (no login)",
        querystring: localeQuery,
        body: alertStopSchema,
        response: { 200: alertStoppedSchema, ...refusals },
      },
    },
    async (request) => {
      const locale = request.query._locale ?? 'en';
      const stopped = await stopByToken(request.body.token);
      if (!stopped) throw new AlertError(404, 'badStopLink', locale);
      return { stopped: true as const, message: fillAlertText(stopped.locale, 'stopped') };
    },
  );
};
