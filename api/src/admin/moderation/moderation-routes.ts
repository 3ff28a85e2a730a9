import {
  moderationActionRequestSchema,
  moderationActionResponseSchema,
  moderationItemParamsSchema,
  moderationListQuerySchema,
  moderationListResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../../accounts/accounts-context';
import { requireRole, signedInUser } from '../../accounts/request-user';
import { ADMIN_FAILURES } from '../admin-failures';
import { listModeration } from './list-moderation';
import { moderateItem } from './moderate-item';

/**
 * The editors' moderation desk: GET admin/moderation lists the queue of held items or what was taken down;
 * POST admin/moderation/:kind/:id approves, rejects, hides, restores or deletes a review, question, answer or ad.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const editors = requireRole(db, ['admin', 'editor'], clock);
  const tags = ['admin'];
  app.get(
    '/admin/moderation',
    {
      preValidation: editors,
      schema: {
        tags,
        summary:
          'Held items waiting for a check (view=queue), public items (view=live) or items editors took down ' +
          '(view=removed)',
        querystring: moderationListQuerySchema,
        response: { 200: moderationListResponseSchema, ...ADMIN_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listModeration(db, request.query);
    },
  );
  app.post(
    '/admin/moderation/:kind/:id',
    {
      preValidation: editors,
      schema: {
        tags,
        summary:
          'Approves or rejects a held item, hides, restores or deletes any review, question, answer or ad ' +
          '(reject, hide and delete need a reason); public lists and ratings follow at once',
        params: moderationItemParamsSchema,
        body: moderationActionRequestSchema,
        response: { 200: moderationActionResponseSchema, ...ADMIN_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const editor = await signedInUser(db, request, clock);
      return moderateItem(db, {
        ...request.params,
        ...request.body,
        editorId: editor.id,
        now: clock(),
      });
    },
  );
};
