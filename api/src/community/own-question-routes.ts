import {
  accountFailureSchema,
  editQuestionRequestSchema,
  errorResponseSchema,
  questionDeletedResponseSchema,
  questionIdParamsSchema,
  questionPostedResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';
import { deleteOwnQuestion, editOwnQuestion } from './own-question';

const FAILURES = {
  400: errorResponseSchema,
  401: accountFailureSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** PATCH and DELETE community/questions/:id: the asker edits or deletes their own question (403 for others). */
export const ownQuestionRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const signedIn = requireRole(db, [], clock);
  const tags = ['community'];
  app.patch(
    '/community/questions/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Edits the signed-in user's own question (title, details); the text is checked again",
        params: questionIdParamsSchema,
        body: editQuestionRequestSchema,
        response: { 200: questionPostedResponseSchema, ...FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      return editOwnQuestion(db, user, request.params.id, request.body);
    },
  );
  app.delete(
    '/community/questions/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: "Deletes the signed-in user's own question with its answers",
        params: questionIdParamsSchema,
        response: { 200: questionDeletedResponseSchema, ...FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await signedInUser(db, request, clock);
      await deleteOwnQuestion(db, user, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
