import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { registerSecurityHeaders } from './security-headers';
import type { MainSiteSettings } from './settings';

const PROXY_SECRET_HEADER = 'x-cvb-proxy-secret';

/** A visitor's headers without a secret header of its own: only this server may vouch for what it forwards. */
function withoutSecret<Headers extends Record<string, unknown>>(headers: Headers): Headers {
  const { [PROXY_SECRET_HEADER]: _visitors, ...rest } = headers;
  return rest as Headers;
}

/** The main site's own server: its pages, its run-time config and a proxy to the API (same origin, no CORS). */
export async function buildMainSiteServer(settings: MainSiteSettings): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: settings.trustProxy });
  registerSecurityHeaders(app, settings.tractorsInfraManifest);
  await app.register(fastifyHttpProxy, {
    upstream: settings.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API checks Origin against the page's host (CSRF) and limits by client IP: tell it both, vouched for
    // by the shared secret (the API ignores forwarded headers it cannot trust).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...withoutSecret(headers),
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': request.ip,
        ...(settings.proxySecret ? { [PROXY_SECRET_HEADER]: settings.proxySecret } : {}),
      }),
    },
  });
  app.get('/config.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send({ tractorsInfraManifest: settings.tractorsInfraManifest, apiBase: '/api' }),
  );
  await app.register(fastifyStatic, {
    root: settings.publicDir,
    index: 'index.html',
    setHeaders: (res, filePath) => {
      // Hashed bundles never change; the page itself is asked for again each visit.
      res.header(
        'cache-control',
        filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  // Every page path is the one page: the main site routes in the browser. A missing file stays a 404.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')
    ) {
      return reply.code(404).send({ error: true, message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
