import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config';
import { pageStatus } from './page-status';
import { readRemotes } from './remotes-file';
import { registerSecurityHeaders } from './security-headers';
import { trustedProxies } from './trusted-proxies';

/** The web server: shell assets, HTML for every page, /remotes.json and the /api proxy. */
export async function buildWebServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: trustedProxies(config.TRUST_PROXY),
  });
  registerSecurityHeaders(app, config, { production: config.NODE_ENV === 'production', csp: config.CSP });
  const indexHtml = await readFile(path.join(config.PUBLIC_DIR, 'index.html'), 'utf8');

  await app.register(httpProxy, {
    upstream: config.API_URL,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API checks Origin against the page's host (CSRF) and rate-limits by client IP: tell it both.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': request.ip,
      }),
    },
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRemotes(config);
  });

  await app.register(fastifyStatic, {
    root: config.PUBLIC_DIR,
    index: false,
    wildcard: false,
    setHeaders: (res, filePath) => {
      const hashed = /\.[0-9a-f]{8}\.js$/.test(filePath);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const status = pageStatus(request.url.split('?')[0] ?? '/');
    return reply.code(status).type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });

  return app;
}
