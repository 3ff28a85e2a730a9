import {
  errorResponseSchema,
  headerSearchQuerySchema,
  headerSearchResponseSchema,
  searchBarQuerySchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { headerSearch } from './header-search';

const response = { 200: headerSearchResponseSchema, 400: errorResponseSchema };

/** The header typeahead: `general/search` and its v4 alias `v4/search-bar`. */
export const siteSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/general/search',
    {
      schema: {
        tags: ['general'],
        summary: 'Header search: brands, models, news and pages (misspellings and Indic scripts too)',
        querystring: headerSearchQuerySchema,
        response,
      },
    },
    async ({ query }) => headerSearch(db, query.searchQuery, query.locale),
  );
  app.get(
    '/v4/search-bar',
    {
      schema: {
        tags: ['v4'],
        summary: 'Header search under the v4 backend (q = the typed text)',
        querystring: searchBarQuerySchema,
        response,
      },
    },
    async ({ query }) => headerSearch(db, query.q, query.locale),
  );
};
