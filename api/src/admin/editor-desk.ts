import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole } from '../accounts/request-user';
import { ADMIN_FAILURES } from './admin-failures';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route's zod schemas (params, querystring, body) with its summary and its own answers. */
type EditorSchema = Omit<FastifySchema, 'tags' | 'response'> & { summary: string; response: object };

/**
 * The preamble of an editor desk's routes (editors and admins): every answer of `app` is marked no-store, and
 * `route(schema)` gives a route's options: the role check before validation (an anonymous or plain user hears
 * 401/403 whatever they sent), the `admin` tag, the zod schemas that answer 400 on bad input, and the refusals.
 */
export function editorDesk(app: ZodApp, accounts: AccountsContext) {
  const { db, clock } = accounts;
  const guard = requireRole(db, ['admin', 'editor'], clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const route = <const S extends EditorSchema>(schema: S) => ({
    preValidation: guard,
    schema: { tags: ['admin'], ...schema, response: { ...ADMIN_FAILURES, ...schema.response } },
  });
  return { db, clock, route };
}
