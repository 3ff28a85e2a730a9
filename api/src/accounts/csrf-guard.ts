import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '@cvb/contracts';
import { SESSION_COOKIE } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function sameHost(origin: string, request: FastifyRequest): boolean {
  try {
    const from = new URL(origin);
    // `request.host` honours X-Forwarded-Host (trustProxy), which the shell's /api proxy sets to the page's host.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * CSRF scheme (origin check): a state-changing request (not GET/HEAD/OPTIONS) is refused with 403 when
 * - it names an Origin (or else a Referer) whose host is neither the API's host as the browser sees it
 *   nor one of `trustedOrigins` (CVB_TRUSTED_ORIGINS); this also stops login CSRF, or
 * - it carries the session cookie but names no Origin and no Referer (browsers always send one on such requests).
 * Requests without cookie and without Origin (curl, server to server) go through. The SameSite=Lax cookie
 * is a second line of defence.
 */
export function csrfGuard(trustedOrigins: readonly string[] = []): onRequestAsyncHookHandler {
  const trusted = new Set(trustedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  return async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = originOf(request);
    const allowed = origin
      ? trusted.has(origin) || sameHost(origin, request)
      : request.cookies[SESSION_COOKIE] === undefined;
    if (!allowed) {
      return reply.code(403).send({ error: true, message: ACCOUNT_MESSAGES.crossSite, data: null });
    }
  };
}
