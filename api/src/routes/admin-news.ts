import {
  adminNewsDetailSchema,
  adminNewsListQuerySchema,
  adminNewsListResponseSchema,
  newsIdParamsSchema,
  newsLocalizationRequestSchema,
  newsImageUpdateSchema,
  newsUpdateRequestSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import {
  adminNewsDetail,
  listAdminNews,
  saveNewsLocalization,
  setNewsImage,
  updateNewsArticle,
} from '../admin/admin-news-queries';
import { NotFoundError } from '../http/not-found';
import { ADMIN_FAILURES } from './admin-failures';

const EDITORS = ['admin', 'editor'] as const;
const noArticle = (id: number) => new NotFoundError(`No news article with id ${id}`);

/** The editors' news desk: list with drafts, read, edit and publish, translate (SPEC §7 content calls). */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock } = accounts;
  // Before validation, so an anonymous or plain user hears 401/403 whatever they sent.
  const guard = requireRole(db, EDITORS, clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/news',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'News articles of every locale, drafts included, newest first (editors and admins)',
        querystring: adminNewsListQuerySchema,
        response: { 200: adminNewsListResponseSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => listAdminNews(db, request.query),
  );

  app.get(
    '/admin/news/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'One news article with its body and its locales',
        params: newsIdParamsSchema,
        response: { 200: adminNewsDetailSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const detail = await adminNewsDetail(db, request.params.id);
      if (!detail) throw noArticle(request.params.id);
      return detail;
    },
  );

  app.put(
    '/newsarticles/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Edits and publishes (or withdraws) a news article',
        params: newsIdParamsSchema,
        body: newsUpdateRequestSchema,
        response: { 200: adminNewsDetailSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateNewsArticle(db, id, request.body))) throw noArticle(id);
      const detail = await adminNewsDetail(db, id);
      if (!detail) throw noArticle(id);
      return detail;
    },
  );

  app.post(
    '/newsarticles/:id/localizations',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: "Adds the article's story in another locale, or replaces that locale's text",
        params: newsIdParamsSchema,
        body: newsLocalizationRequestSchema,
        response: { 200: adminNewsDetailSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const translationId = await saveNewsLocalization(db, request.params.id, request.body);
      if (translationId === null) throw noArticle(request.params.id);
      const detail = await adminNewsDetail(db, translationId);
      if (!detail) throw noArticle(translationId);
      return detail;
    },
  );

  app.put(
    '/newsarticles/:id/image',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Puts an uploaded image (admin/media/images) on the story in every locale',
        params: newsIdParamsSchema,
        body: newsImageUpdateSchema,
        response: { 200: adminNewsDetailSchema, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setNewsImage(db, id, request.body.image))) throw noArticle(id);
      const detail = await adminNewsDetail(db, id);
      if (!detail) throw noArticle(id);
      return detail;
    },
  );
};
