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
import { editorDesk } from './editor-desk';
import {
  adminNewsDetail,
  listAdminNews,
  saveNewsLocalization,
  setNewsImage,
  updateNewsArticle,
} from './admin-news-queries';
import { NotFoundError } from '../http/not-found';

const noArticle = (id: number) => new NotFoundError(`No news article with id ${id}`);

/** The editors' news desk: list with drafts, read, edit and publish, translate (content calls, docs/domain.md#calls). */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route } = editorDesk(app, accounts);

  app.get(
    '/admin/news',
    route({
      summary: 'News articles of every locale, drafts included, newest first (editors and admins)',
      querystring: adminNewsListQuerySchema,
      response: { 200: adminNewsListResponseSchema },
    }),
    async (request) => listAdminNews(db, request.query),
  );

  app.get(
    '/admin/news/:id',
    route({
      summary: 'One news article with its body and its locales',
      params: newsIdParamsSchema,
      response: { 200: adminNewsDetailSchema },
    }),
    async (request) => {
      const detail = await adminNewsDetail(db, request.params.id);
      if (!detail) throw noArticle(request.params.id);
      return detail;
    },
  );

  app.put(
    '/newsarticles/:id',
    route({
      summary: 'Edits and publishes (or withdraws) a news article',
      params: newsIdParamsSchema,
      body: newsUpdateRequestSchema,
      response: { 200: adminNewsDetailSchema },
    }),
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
    route({
      summary: "Adds the article's story in another locale, or replaces that locale's text",
      params: newsIdParamsSchema,
      body: newsLocalizationRequestSchema,
      response: { 200: adminNewsDetailSchema },
    }),
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
    route({
      summary: 'Puts an uploaded image (admin/media/images) on the story in every locale',
      params: newsIdParamsSchema,
      body: newsImageUpdateSchema,
      response: { 200: adminNewsDetailSchema },
    }),
    async (request) => {
      const { id } = request.params;
      if (!(await setNewsImage(db, id, request.body.image))) throw noArticle(id);
      const detail = await adminNewsDetail(db, id);
      if (!detail) throw noArticle(id);
      return detail;
    },
  );
};
