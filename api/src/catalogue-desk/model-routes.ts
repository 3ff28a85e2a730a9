import {
  deskDiscontinueSchema,
  deskDraftSaveSchema,
  deskHistorySchema,
  deskLaunchAnswerSchema,
  deskLocaleQuerySchema,
  deskMessage,
  deskModelConflictSchema,
  deskModelCreateSchema,
  deskModelParamsSchema,
  deskModelSchema,
  deskRestoreSchema,
  deskVersionSchema,
  type DeskModel,
} from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { catalogueModelVersions } from '../db/schema-catalogue-desk';
import { catalogueChanged } from './catalogue-change-feed';
import { catalogueDesk, localeOf } from './desk-context';
import { DeskInputError, DeskNotFoundError } from './desk-errors';
import { siteOrigin } from '../stories-and-videos/site-origin';
import { historyNames } from './history-names';
import { queueLaunchAlerts } from './launch-alerts';
import { deskModelOf } from './model-desk-state';
import {
  createModel,
  discardDraft,
  publishModel,
  restoreVersion,
  type PublishOptions,
  saveDraft,
  type WriteContext,
} from './model-writes';
import { queueAlertsOfPublish } from '../alerts/queue-publish';

const CONFLICT = { 409: deskModelConflictSchema } as const;

/**
 * The desk's model calls (docs/domain.md#catalogue-desk): open, create, save the draft, drop it, publish, launch,
 * discontinue, history and restore. Every write names the `version` it was based on (409 when stale); a publish
 * is one transaction, after which every instance swaps in the new catalogue.
 */
export const deskModelRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, route, editorOf } = catalogueDesk(app, accounts);
  const contextOf = async (request: FastifyRequest): Promise<WriteContext> => ({
    db,
    editor: await editorOf(request),
    locale: localeOf(request.query),
    now: clock(),
  });
  /** Publishes, then swaps the new catalogue in on every instance (the old vertical's too, if it moved). */
  const publish = async (request: FastifyRequest, id: number, version: number, options?: PublishOptions) => {
    const before = await deskModelOf(db, id);
    const published = await publishModel(await contextOf(request), id, version, options);
    const formerVertical = before?.published?.document.vertical;
    if (formerVertical && formerVertical !== published.vertical) {
      await catalogueChanged(db, { vertical: formerVertical });
    }
    await catalogueChanged(db, {
      vertical: published.vertical,
      model: { id, formerLink: before?.pagePath ?? null },
    });
    // New models and price changes fire the brand's alerts (docs/architecture.md#alert-queue); the publish stands
    // whatever happens to them.
    const pagePath = (await deskModelOf(db, id))?.pagePath ?? null;
    await queueAlertsOfPublish(db, before?.published?.document ?? null, published, pagePath, clock()).catch(
      (error: unknown) => request.log.error({ err: error }, 'catalogue alerts not queued'),
    );
    return published;
  };
  const answer = async (id: number): Promise<DeskModel> => {
    const model = await deskModelOf(db, id);
    if (!model) throw new DeskNotFoundError(`No model ${id}`);
    return model;
  };

  app.get(
    '/admin/catalogue/models/:id',
    route({
      summary: 'A model as the desk edits it: the live version, the draft, the version to send back',
      params: deskModelParamsSchema,
      response: { 200: deskModelSchema },
    }),
    async (request) => answer(request.params.id),
  );

  app.post(
    '/admin/catalogue/models',
    route({
      summary: "A new model's first draft (nothing is public until it is published)",
      querystring: deskLocaleQuerySchema,
      body: deskModelCreateSchema,
      response: { 201: deskModelSchema },
    }),
    async (request, reply) => {
      const model = await createModel(await contextOf(request), request.body.document);
      return reply.code(201).send(model);
    },
  );

  app.put(
    '/admin/catalogue/models/:id/draft',
    route({
      summary: 'Saves the draft over the version it was based on (409 when another editor saved since)',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskDraftSaveSchema,
      response: { 200: deskModelSchema, ...CONFLICT },
    }),
    async (request) =>
      saveDraft(await contextOf(request), request.params.id, request.body.version, request.body.document),
  );

  app.delete(
    '/admin/catalogue/models/:id/draft',
    route({
      summary: 'Drops the draft',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema.extend({ version: z.coerce.number().int().nonnegative() }),
      response: { 200: deskModelSchema, ...CONFLICT },
    }),
    async (request) => discardDraft(await contextOf(request), request.params.id, request.query.version),
  );

  app.post(
    '/admin/catalogue/models/:id/publish',
    route({
      summary: 'Publishes the draft in one transaction (400 naming what a model on sale lacks)',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskVersionSchema,
      response: { 200: deskModelSchema, ...CONFLICT },
    }),
    async (request) => {
      await publish(request, request.params.id, request.body.version);
      return answer(request.params.id);
    },
  );

  app.post(
    '/admin/catalogue/models/:id/launch',
    route({
      summary: 'An upcoming model goes on sale; its "alert me" subscribers get one SMS each',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskVersionSchema,
      response: { 200: deskLaunchAnswerSchema, ...CONFLICT },
    }),
    async (request) => {
      const locale = localeOf(request.query);
      const published = await publish(request, request.params.id, request.body.version, {
        check: (live) => {
          if (live && live.status !== 'upcoming') {
            throw new DeskInputError('status', deskMessage(locale, 'notUpcoming'));
          }
        },
        change: (document) => ({ ...document, status: 'on-sale', expectedLaunch: null }),
        flags: { isLatest: true },
      });
      const alertsQueued = await queueLaunchAlerts(db, request.params.id, published, {
        sms: accounts.sms,
        origin: siteOrigin(request),
      });
      return { model: await answer(request.params.id), alertsQueued };
    },
  );

  app.post(
    '/admin/catalogue/models/:id/discontinue',
    route({
      summary: 'Discontinued: the page stays and links the successor; the model leaves lists and search',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskDiscontinueSchema,
      response: { 200: deskModelSchema, ...CONFLICT },
    }),
    async (request) => {
      const { successorModelId } = request.body;
      await publish(request, request.params.id, request.body.version, {
        change: (document) => ({ ...document, status: 'discontinued', successorModelId }),
      });
      return answer(request.params.id);
    },
  );

  app.get(
    '/admin/catalogue/models/:id/history',
    route({
      summary: 'Every publish of the model, newest first, field by field',
      params: deskModelParamsSchema,
      response: { 200: deskHistorySchema },
    }),
    async (request) => {
      await answer(request.params.id);
      const rows = await db
        .select()
        .from(catalogueModelVersions)
        .where(eq(catalogueModelVersions.modelId, request.params.id))
        .orderBy(desc(catalogueModelVersions.version));
      return {
        entries: rows.map((row) => ({
          version: row.version,
          publishedBy: row.publishedBy,
          publishedAt: row.publishedAt.toISOString(),
          changes: row.changes,
        })),
        names: await historyNames(
          db,
          rows.flatMap((row) => row.changes),
        ),
      };
    },
  );

  app.post(
    '/admin/catalogue/models/:id/restore',
    route({
      summary: 'An earlier published version becomes the draft',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskRestoreSchema,
      response: { 200: deskModelSchema, ...CONFLICT },
    }),
    async (request) =>
      restoreVersion(
        await contextOf(request),
        request.params.id,
        request.body.version,
        request.body.fromVersion,
      ),
  );
};
