import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { readRemotes } from './remotes-file';

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/** The origins of the remotes' manifests (http://localhost:3101, https://cdn.example/trucks/… → its origin). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry loads nothing; the loader reports it.
    }
  }
  return [...origins].sort();
}

/**
 * The page's Content-Security-Policy: scripts only from this host and the remotes' origins (no inline script:
 * JSON-LD is data, `type="application/ld+json"`, which CSP does not run), styles inline (index.html and the
 * style attributes of React), images from https anywhere (YouTube thumbnails, dealer logos), frames only
 * from YouTube, and no framing of the site by others.
 */
export function contentSecurityPolicy(remotes: readonly string[]): string {
  const sockets = remotes
    .filter((origin) => origin.startsWith('http://'))
    .map((origin) => `ws${origin.slice(4)}`);
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...sockets)}`,
    `frame-src ${YOUTUBE_FRAMES.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * An HTML answer of the API (its AMP pages) comes through the proxy with the policy the API gave it: the AMP
 * runtime's scripts, which the site's pages may not load. Replacing it with the pages' policy blocked the runtime,
 * and the AMP boilerplate kept the story blank for 8 s.
 */
function keepsApiPolicy(url: string, reply: FastifyReply): boolean {
  return (url === '/api' || url.startsWith('/api/')) && reply.hasHeader('content-security-policy');
}

export interface SecurityHeaderOptions {
  /** HSTS only where the site is served over https for good. */
  production: boolean;
  /** `off`: no CSP; `report-only`: Content-Security-Policy-Report-Only (to try a change); default enforced. */
  csp?: string;
}

/**
 * nosniff, Referrer-Policy and no framing on every answer, the CSP on HTML pages (an API answer's own policy
 * stays), HSTS in production; source maps are never served (the build keeps them for error tracking only).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  { production, csp = 'on' }: SecurityHeaderOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').endsWith('.map')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (csp !== 'off' && type.startsWith('text/html') && !keepsApiPolicy(request.url, reply)) {
      const remotes = await readRemotes(config).catch(() => ({})); // unreadable: no remote may load
      const policy = contentSecurityPolicy(remoteOrigins(remotes));
      reply.header(
        csp === 'report-only' ? 'content-security-policy-report-only' : 'content-security-policy',
        policy,
      );
    }
    return payload;
  });
}
