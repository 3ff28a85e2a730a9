import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config';
import { registerAnswerCompression } from './compress-answers';
import { parseLocalePath } from '@cvb/i18n';
import { createFirstDataLoader, showsDefaultView, withFirstData } from './first-data';
import { createPageHtml } from './page-html';
import { pageStatus } from './page-status';
import { readRemotes } from './remotes-file';
import { createSeoClient } from './seo-client';
import { createServerViews, withServerView } from './server-view';
import { withLanguage, withSeoHead } from './seo-head';
import { registerSitemapRoutes } from './sitemap-routes';
import { registerSecurityHeaders } from './security-headers';
import { answerShortForm } from './short-forms-route';
import { registerStaticAssets } from './static-assets';
import { trustedProxies } from './trusted-proxies';
import { forwardedHeaders, withoutVisitorSecret } from './api-forwarding';
import { holdServerPictures, registerWebAppManifest, wantsDataSaver, withOfflineHead } from './offline-support';

/**
 * The web server: shell assets, HTML for every page with its own head and status (from the API's general/seo),
 * robots.txt and the sitemaps, /remotes.json and the /api proxy.
 */
export async function buildWebServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: trustedProxies(config.TRUST_PROXY),
  });
  registerSecurityHeaders(app, config, { production: config.NODE_ENV === 'production', csp: config.CSP });
  registerAnswerCompression(app);
  const indexHtml = await readFile(path.join(config.PUBLIC_DIR, 'index.html'), 'utf8');
  const pageHtml = createPageHtml(config, indexHtml);
  const seoOf = createSeoClient({ apiBase: config.API_URL, proxySecret: config.PROXY_SECRET });
  const firstDataOf = createFirstDataLoader({ apiBase: config.API_URL, proxySecret: config.PROXY_SECRET });
  const serverViewOf = createServerViews(config);

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
    const [answer, preloaded] = await Promise.all([
      seoOf({ path: pagePath, locale, host, protocol: request.protocol }),
      pageHtml(urlPath),
    ]);
    if (answer?.status === 301 && answer.location) {
      const query = request.url.slice(urlPath.length);
      return reply.code(301).header('location', `${answer.location}${query}`).send();
    }
    // Without the API's answer the page still goes out as before: 404 only where no app owns the path.
    const status = answer ? answer.status : pageStatus(urlPath);
    // The first view's API answers go in the page, so it renders without calling again.
    const calls =
      config.FIRST_DATA === 'on' && status === 200 && showsDefaultView(request.url.slice(urlPath.length))
        ? answer?.firstView
        : [];
    const data = calls?.length ? await firstDataOf(calls, { host, protocol: request.protocol }) : {};
    // The first view itself, rendered from the same answers by the app that owns the path: the browser paints it
    // before any code arrives, and the app's code hydrates it.
    const view =
      config.SERVER_VIEW === 'on' && status === 200
        ? await serverViewOf(pagePath, {
            url: request.url,
            locale,
            data,
            origin: `${request.protocol}://${host}`,
          })
        : null;
    // A page that arrives rendered has its pictures fetched first: its code follows, without preloads competing with
    // them for a slow line. A page the browser renders itself preloads its app's code.
    // Data saver (Save-Data or the visitor's switch): no preloads, and the first view's later pictures wait for a tap.
    const dataSaver = wantsDataSaver(request.headers);
    const html = view || dataSaver ? indexHtml : preloaded;
    const page = withOfflineHead(
      answer ? withSeoHead(html, answer, locale) : withLanguage(html, locale),
      locale,
      dataSaver,
    );
    const shownView = view && dataSaver ? { ...view, html: holdServerPictures(view.html) } : view;
    return reply
      .code(status)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'save-data, cookie')
      .send(withFirstData(withServerView(page, shownView), data));
  });

  return app;
}
