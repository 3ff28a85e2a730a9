import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config';
import { registerAnswerCompression } from './compress-answers';
import { LOCALES, loadTexts, parseLocalePath } from '@cvb/i18n';
import { createDataVersionSource } from './data-version';
import { createPageBuilder } from './page-builder';
import { createPageCache } from './page-cache';
import { createPreviewHeads, previewIdOf, PREVIEW_HEADERS, withNoIndex } from './preview-pages';
import { readRemotes } from './remotes-file';
import { registerSitemapRoutes } from './sitemap-routes';
import { registerSecurityHeaders } from './security-headers';
import { answerShortForm } from './short-forms-route';
import { registerStaticAssets } from './static-assets';
import { trustedProxies } from './trusted-proxies';
import { forwardedHeaders, withoutVisitorSecret } from './api-forwarding';
import { registerWebAppManifest, wantsDataSaver } from './offline-support';

/**
 * The web server: shell assets, HTML for every page with its own head and status (from the API's general/seo),
 * robots.txt and the sitemaps, /remotes.json and the /api proxy.
 */
export async function buildWebServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: trustedProxies(config.TRUST_PROXY),
  });
  // The common texts of every language (a browser loads its page's only): the heads name the site in each.
  await Promise.all(LOCALES.map(({ code }) => loadTexts([], code)));
  registerSecurityHeaders(app, config, { production: config.NODE_ENV === 'production', csp: config.CSP });
  registerAnswerCompression(app);
  const indexHtml = await readFile(path.join(config.PUBLIC_DIR, 'index.html'), 'utf8');
  const buildPage = createPageBuilder(config, indexHtml);
  const dataVersionOf = createDataVersionSource({ apiBase: config.API_URL });
  const pages = createPageCache();
  const previewHeadOf = createPreviewHeads({ apiBase: config.API_URL, proxySecret: config.PROXY_SECRET });

  await app.register(httpProxy, {
    upstream: config.API_URL,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API checks Origin against the page's host (CSRF) and rate-limits by client IP: tell it both.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...withoutVisitorSecret(headers),
        ...forwardedHeaders(config.PROXY_SECRET, {
          host: request.headers.host ?? '',
          protocol: request.protocol,
          ip: request.ip,
        }),
      }),
    },
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRemotes(config);
  });

  registerWebAppManifest(app);
  registerSitemapRoutes(app, { apiBase: config.API_URL });
  await registerStaticAssets(app, config.PUBLIC_DIR, { index: false, wildcard: false });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.extname(urlPath) !== '') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (answerShortForm(request, reply)) return reply;
    const { locale, path: pagePath } = parseLocalePath(urlPath);
    const host = request.headers.host ?? 'localhost';
    const dataSaver = wantsDataSaver(request.headers);
    const pageRequest = {
      url: request.url,
      urlPath,
      pagePath,
      locale,
      host,
      protocol: request.protocol,
      dataSaver,
    };
    // A page is the same for every visitor under one data version: built once, sent to all until the data changes.
    // A draft's preview (`?preview=<model id>`) is an editor's alone: never cached, never indexed.
    // Its head and status are the draft's, as the API makes them for an editor (so a model never published is a
    // page); anyone else gets the page everyone gets.
    const previewId = previewIdOf(request.url);
    const preview = previewId !== null;
    const previewHead =
      previewId === null
        ? null
        : await previewHeadOf({
            ...pageRequest,
            modelId: previewId,
            path: pagePath,
            cookie: request.headers.cookie,
          });
    const dataVersion = config.VIEW_CACHE === 'on' && !preview ? await dataVersionOf() : null;
    const page =
      dataVersion === null
        ? await buildPage(previewHead ? { ...pageRequest, seo: previewHead } : pageRequest)
        : await pages.get(
            `${dataVersion} ${request.protocol}://${host} ${dataSaver ? 'saver' : 'full'} ${request.url}`,
            () => buildPage({ ...pageRequest, dataVersion }),
          );
    if (page.status === 301 && page.location) {
      const query = request.url.slice(urlPath.length);
      return reply.code(301).header('location', `${page.location}${query}`).send();
    }
    if (preview) {
      return reply.code(page.status).type('text/html').headers(PREVIEW_HEADERS).send(withNoIndex(page.html));
    }
    return reply
      .code(page.status)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'save-data, cookie')
      .send(page.html);
  });

  return app;
}
