import {
  apiCallKey,
  type LocaleCode,
  type NewsSitemapItem,
  type SeoAnswer,
  type SitemapFile,
  type SitemapPage,
} from '@cvb/contracts';
import { LOCALES, localizePath } from '@cvb/i18n';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * What the stand-in API knows: SEO answers by `locale path`, sitemap files, recent news, and the answers of other
 * GETs by `apiCallKey` (any other GET is a 404).
 */
export interface StandInData {
  pages: Record<string, Omit<SeoAnswer, 'seo'> & { title: string; description: string; robots?: string }>;
  sitemaps?: Record<string, SitemapPage[]>;
  news?: NewsSitemapItem[];
  answers?: Record<string, unknown>;
  /** What general/data-version answers (a 404 when unset, as an API without it would). */
  dataVersion?: string;
}

export interface StandInApi {
  url: string;
  /** How many times general/seo was asked, per `locale path`. */
  asked: Map<string, number>;
  /** The other GETs asked, by `apiCallKey`, with the cookie header they carried. */
  calls: { key: string; cookie: string | undefined }[];
  close(): Promise<void>;
}

/**
 * An API on a local port for the web server's tests: general/seo answers as the real one shapes them (URLs on
 * the origin the web server forwards, hreflang for the six locales and x-default), 404 answers for other pages.
 */
export async function startStandInApi(data: StandInData): Promise<StandInApi> {
  const app: FastifyInstance = Fastify();
  const asked = new Map<string, number>();
  app.get<{ Querystring: { path: string; locale: LocaleCode } }>('/api/general/seo', async (request) => {
    const { path, locale } = request.query;
    const key = `${locale} ${path}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
    const origin = `${String(request.headers['x-forwarded-proto'])}://${String(request.headers['x-forwarded-host'])}`;
    const url = `${origin}${localizePath(path, locale)}`;
    const page = data.pages[key] ?? data.pages[`en ${path}`];
    const alternates = [
      ...LOCALES.map((entry) => ({
        hreflang: entry.tag,
        href: `${origin}${localizePath(path, entry.code)}`,
      })),
      { hreflang: 'x-default', href: `${origin}${path}` },
    ];
    if (!page) {
      const notFound: SeoAnswer = {
        status: 404,
        seo: {
          title: 'Page not found | CV Bazaar',
          description: 'Sorry.',
          robots: 'noindex,follow',
          url,
          canonical: url,
          image: `${origin}/x.webp`,
          alternates: [],
        },
        jsonLd: [],
      };
      return notFound;
    }
    const { title, description, robots = 'index,follow', ...rest } = page;
    const answer: SeoAnswer = {
      ...rest,
      seo: {
        title,
        description,
        robots,
        url,
        canonical: url,
        image: `${origin}/api/media/art/x/y/angle.webp`,
        alternates,
      },
    };
    return answer;
  });
  app.get('/api/general/sitemaps', async () => {
    const sitemaps: SitemapFile[] = Object.entries(data.sitemaps ?? {}).map(([name, pages]) => ({
      name,
      lastModified: pages[0]?.lastModified ?? '2025-01-01T00:00:00.000Z',
    }));
    return { sitemaps };
  });
  app.get<{ Params: { name: string } }>('/api/general/sitemaps/:name', async (request, reply) => {
    const pages = data.sitemaps?.[request.params.name];
    if (!pages) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No sitemap' });
    return { pages };
  });
  app.get('/api/general/news-sitemap', async () => ({ items: data.news ?? [] }));
  app.get('/api/general/data-version', async (_request, reply) =>
    data.dataVersion === undefined
      ? reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No data version' })
      : { version: data.dataVersion },
  );
  const calls: StandInApi['calls'] = [];
  app.get('/api/*', async (request, reply) => {
    const url = new URL(request.url, 'http://stand-in');
    const key = apiCallKey(url.pathname.slice('/api/'.length), Object.fromEntries(url.searchParams));
    calls.push({ key, cookie: request.headers.cookie });
    const answer = data.answers?.[key];
    if (answer === undefined)
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: key });
    return answer;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, asked, calls, close: () => app.close() };
}
