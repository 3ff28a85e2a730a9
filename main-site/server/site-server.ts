import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { pageAnswer, pageHtml } from './page-head';
import { registerSecurityHeaders } from './security-headers';
import { createSeoClient } from './seo-client';
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
  const template = await readFile(path.join(settings.publicDir, 'index.html'), 'utf8');
  const seoOf = createSeoClient({ apiUrl: settings.apiUrl, proxySecret: settings.proxySecret });
  await app.register(fastifyStatic, {
    root: settings.publicDir,
    index: false,
    setHeaders: (res, filePath) => {
      // Hashed bundles never change; the page itself is asked for again each visit.
      res.header(
        'cache-control',
        filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  // Every page is the one page (the main site routes in the browser), with the address's status, language and
  // title: a tractor or infra page the API does not know, or any other path, is a 404. A missing file stays a 404.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const answer = await pageAnswer(
      urlPath,
      { host: request.headers.host ?? '', protocol: request.protocol },
      { seoOf, storiesUrl: settings.storiesUrl },
    );
    if ('location' in answer) {
      return reply
        .code(answer.status)
        .header('location', `${answer.location}${request.url.slice(urlPath.length)}`)
        .send();
    }
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageHtml(template, answer.lang, answer.title));
  };
  app.get('/', servePage);
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(urlPath)) {
      return reply.code(404).send({ error: true, message: 'Not found' });
    }
    return servePage(request, reply);
  });
  return app;
}
