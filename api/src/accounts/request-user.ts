import { ACCOUNT_MESSAGES, type AccountUser, type UserRole } from '@cvb/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { systemClock, type Clock } from './clock';
import { SESSION_COOKIE, userForSessionToken } from './sessions';

const known = new WeakMap<FastifyRequest, AccountUser | null>();

/** The user of the request's session cookie (looked up once per request), or null. */
export async function userOfRequest(
  db: Db,
  request: FastifyRequest,
  clock: Clock = systemClock,
): Promise<AccountUser | null> {
  if (known.has(request)) return known.get(request) ?? null;
  const user = await userForSessionToken(db, request.cookies[SESSION_COOKIE], clock());
  known.set(request, user);
  return user;
}

function refuse(reply: FastifyReply, statusCode: 401 | 403, message: string) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ error: true, message, data: null });
}

/**
 * A preHandler letting through only a signed-in user with one of `roles` (any role when none is given):
 * 401 without a live session, 403 with the wrong role. The user is then read with `userOfRequest`.
 */
export function requireRole(db: Db, roles: readonly UserRole[] = [], clock: Clock = systemClock) {
  const guard: preHandlerAsyncHookHandler = async (request, reply) => {
    const user = await userOfRequest(db, request, clock);
    if (!user) return refuse(reply, 401, ACCOUNT_MESSAGES.loginRequired);
    if (roles.length > 0 && !roles.includes(user.role)) return refuse(reply, 403, ACCOUNT_MESSAGES.forbidden);
  };
  return guard;
}

/** The user a requireRole preHandler already let through. */
export async function signedInUser(
  db: Db,
  request: FastifyRequest,
  clock: Clock = systemClock,
): Promise<AccountUser> {
  const user = await userOfRequest(db, request, clock);
  if (!user) throw new Error('signedInUser used on a route without requireRole');
  return user;
}
