import {
  newsSitemapResponseSchema,
  sitemapIndexResponseSchema,
  sitemapNameSchema,
  sitemapResponseSchema,
} from '@cvb/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newsSitemapXml, robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml';

export interface SitemapRouteOptions {
  apiBase: string;
  fetch?: typeof fetch;
  /** The publication's name in the news sitemap. */
  publication?: string;
}

const XML = 'application/xml; charset=utf-8';

/** The site's origin as the visitor (or crawler) asked for it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/**
 * robots.txt and the sitemaps, written from the API's data: the index (/sitemap.xml), one file per vertical and
 * content type (/sitemaps/{name}.xml) and the Google News sitemap (/sitemap-news.xml). When the API cannot
 * answer, 503 tells crawlers to come back, rather than an empty sitemap.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  { apiBase, fetch: fetchImpl = globalThis.fetch, publication = 'CV Bazaar' }: SitemapRouteOptions,
): void {
  async function fromApi<T>(path: string, schema: z.ZodType<T>): Promise<T | 'missing' | null> {
    try {
      const response = await fetchImpl(`${apiBase}/api/${path}`, { signal: AbortSignal.timeout(10_000) });
      if (response.status === 404) return 'missing';
      if (!response.ok) return null;
      const parsed = schema.safeParse(await response.json());
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '300').type('text/plain').send('Sitemap temporarily unavailable');
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type(XML).header('cache-control', 'public, max-age=900').send(xml);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const index = await fromApi('general/sitemaps', sitemapIndexResponseSchema);
    if (index === null || index === 'missing') return unavailable(reply);
    return sendXml(reply, sitemapIndexXml(originOf(request), index.sitemaps));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name.xml', async (request, reply) => {
    const name = sitemapNameSchema.safeParse(request.params.name);
    if (!name.success) return reply.code(404).type('text/plain').send('Not found');
    const file = await fromApi(`general/sitemaps/${name.data}`, sitemapResponseSchema);
    if (file === 'missing') return reply.code(404).type('text/plain').send('Not found');
    if (file === null) return unavailable(reply);
    return sendXml(reply, urlSetXml(originOf(request), file.pages));
  });

  app.get('/sitemap-news.xml', async (request, reply) => {
    const news = await fromApi('general/news-sitemap', newsSitemapResponseSchema);
    if (news === null || news === 'missing') return unavailable(reply);
    return sendXml(reply, newsSitemapXml(originOf(request), news.items, publication));
  });
}
