import {
  accountFailureSchema,
  answerPostedResponseSchema,
  answerRequestSchema,
  askQuestionRequestSchema,
  errorResponseSchema,
  questionIdParamsSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionPostedResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser, userOfRequest } from '../accounts/request-user';
import { listQuestions } from './list-questions';
import { answerQuestion, askQuestion } from './post-community';
import { ownQuestionRoutes } from './own-question-routes';

const WRITE_FAILURES = {
  400: errorResponseSchema,
  401: accountFailureSchema,
  403: accountFailureSchema,
  404: errorResponseSchema,
} as const;

/** The community (docs/domain.md#pages /community): everyone reads; signed-in users ask and answer. */
export const communityRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  const tags = ['community'];
  const signedIn = requireRole(db, [], clock);
  await app.register(ownQuestionRoutes, { accounts });
  app.get(
    '/community/questions',
    {
      schema: {
        tags,
        summary: "A vertical's questions, newest first, with their answers",
        querystring: questionListQuerySchema,
        response: { 200: questionListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listQuestions(db, request.query, (await userOfRequest(db, request, clock))?.id);
    },
  );
  app.post(
    '/community/questions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Asks a question in a vertical (signed-in users)',
        body: askQuestionRequestSchema,
        response: { 201: questionPostedResponseSchema, ...WRITE_FAILURES },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      return reply.code(201).send(await askQuestion(db, user, request.body));
    },
  );
  app.post(
    '/community/questions/:id/answers',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Answers a question (signed-in users)',
        params: questionIdParamsSchema,
        body: answerRequestSchema,
        response: { 201: answerPostedResponseSchema, ...WRITE_FAILURES },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      return reply.code(201).send(await answerQuestion(db, user, request.params.id, request.body.body));
    },
  );
};
