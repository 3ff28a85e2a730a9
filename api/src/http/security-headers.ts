import type { FastifyInstance } from 'fastify';

/** JSON and images only: nothing of the API may run as a page or be framed (the docs UI excepted). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * nosniff, no framing, no referrer, a CSP that allows nothing on every API answer, and HSTS in production. The
 * Swagger UI at /api/docs keeps its own scripts and styles (no CSP there, still no framing); an answer whose route
 * set a policy of its own (the AMP pages) keeps it.
 */
export function registerApiSecurityHeaders(
  app: FastifyInstance,
  production = process.env.NODE_ENV === 'production',
) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    if (!request.url.startsWith('/api/docs') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_CSP);
    }
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
