import {
  deskFailureSchema,
  errorResponseSchema,
  accountFailureSchema,
  type LocaleCode,
} from '@cvb/contracts';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { requireRole, signedInUser } from '../accounts/request-user';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type DeskSchema = Omit<FastifySchema, 'tags' | 'response'> & { summary: string; response: object };

/** Refusals every desk route may answer. */
const DESK_FAILURES = {
  400: deskFailureSchema,
  401: accountFailureSchema,
  403: accountFailureSchema,
  404: errorResponseSchema,
} as const;

/** Who is writing: the editor's user id and the name the history and a 409 show. */
export interface Editor {
  id: number;
  name: string;
}

/**
 * The preamble of the catalogue desk's routes (editors and admins, as the other desks: docs/domain.md#roles):
 * answers are no-store; `route(schema)` puts the role check before validation and the desk's refusals beside the
 * route's own answers; `editorOf` names the signed-in editor.
 */
export function catalogueDesk(app: ZodApp, accounts: AccountsContext) {
  const { db, clock } = accounts;
  const guard = requireRole(db, ['admin', 'editor'], clock);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const route = <const S extends DeskSchema>(schema: S) => ({
    preValidation: guard,
    schema: { tags: ['catalogue-desk'], ...schema, response: { ...DESK_FAILURES, ...schema.response } },
  });
  const editorOf = async (request: FastifyRequest): Promise<Editor> => {
    const user = await signedInUser(db, request, clock);
    return { id: user.id, name: user.name };
  };
  return { db, clock, route, editorOf };
}

/** The editor's language of a request (`?locale=`, already validated), English by default. */
export function localeOf(query: unknown): LocaleCode {
  const locale = (query as { locale?: LocaleCode } | undefined)?.locale;
  return locale ?? 'en';
}
