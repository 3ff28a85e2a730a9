import type { FastifyInstance } from 'fastify';

const YOUTUBE_FRAMES = 'https://www.youtube.com https://www.youtube-nocookie.com';

/** The origin of the embedded remote's manifest, or none when the setting is not a URL. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * The main site's pages may run scripts from itself and the embedded remote only, and no other site may frame
 * them (they carry lead forms): the same rules as the shell's pages.
 */
export function mainSitePolicy(remoteManifest: string): string {
  const remote = originOf(remoteManifest);
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remote)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remote)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', remote)}`,
    `font-src ${list("'self'", 'data:', remote)}`,
    `connect-src ${list("'self'", remote)}`,
    `frame-src ${YOUTUBE_FRAMES}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** nosniff, Referrer-Policy and no framing on every answer; the policy on pages; no source maps. */
export function registerSecurityHeaders(app: FastifyInstance, remoteManifest: string): void {
  const policy = mainSitePolicy(remoteManifest);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').endsWith('.map')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
}
