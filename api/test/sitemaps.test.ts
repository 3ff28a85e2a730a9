import {
  newsSitemapResponseSchema,
  SITEMAP_MAX_URLS,
  sitemapIndexResponseSchema,
  sitemapResponseSchema,
  type SitemapPage,
} from '@cvb/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { newsArticles } from '../src/db/schema';
import { PAGES_PER_FILE, sitemapFile, sitemapIndex } from '../src/seo/sitemaps/sitemap-sections';
import { testDatabases, useTestApi } from './databases';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabases)('sitemap data on %s', (kind) => {
  const api = useTestApi(kind);

  async function get(url: string) {
    const response = await api.app.inject({ method: 'GET', url: `/api/${url}` });
    return { status: response.statusCode, body: response.json() as unknown };
  }
  async function pagesOf(name: string): Promise<SitemapPage[]> {
    const { status, body } = await get(`general/sitemaps/${name}`);
    expect(status).toBe(200);
    return sitemapResponseSchema.parse(body).pages;
  }

  it('index one file per vertical and per content type, each dated by its newest page', async () => {
    const { status, body } = await get('general/sitemaps');
    expect(status).toBe(200);
    const { sitemaps } = sitemapIndexResponseSchema.parse(body);
    expect(sitemaps.map((file) => file.name)).toEqual([
      'pages',
      'trucks',
      'buses',
      'three-wheelers',
      'tractors',
      'infra',
      'news',
      'articles',
      'expert-reviews',
      'videos',
      'web-stories',
      'used-vehicles',
      'tyres',
      'fuel-prices',
      'emandi',
    ]);
    for (const file of sitemaps) {
      expect(file.lastModified).toMatch(ISO_MOMENT);
      const pages = await pagesOf(file.name);
      expect(file.lastModified).toBe(
        pages
          .map((entry) => entry.lastModified)
          .sort()
          .at(-1),
      );
    }
  });

  it("list a vertical's landing, tools, lists, brands, models, variants and dealers, each once and within the limit", async () => {
    const trucks = await pagesOf('trucks');
    const paths = trucks.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/trucks',
        '/trucks/search',
        '/trucks/compare',
        '/trucks/trucks-under-10-lakh',
        '/trucks/mini-trucks',
        '/trucks/tata-motors',
        '/trucks/tata-motors/ace-gold',
        '/trucks/tata-motors/ace-gold/ace-gold-std',
        '/trucks/truck-dealers',
        '/trucks/truck-dealers/tata-motors',
      ]),
    );
    expect(paths.some((path) => /^\/trucks\/truck-dealers\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path))).toBe(true);
    // Videos are the media sitemap's.
    expect(paths).not.toContain('/trucks/videos');
    expect(new Set(paths).size).toBe(paths.length);
    expect(trucks.length * 6).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(trucks.every((entry) => ISO_MOMENT.test(entry.lastModified))).toBe(true);
    expect((await pagesOf('tractors')).map((entry) => entry.path)).toContain('/tractors/implements');
  });

  it('list stories, reviews, videos and web stories at their own pages, and the fuel, mandi, tyre and shell pages', async () => {
    expect((await pagesOf('news')).map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/news', '/news/gst-on-commercial-vehicles-cut-to-18-percent']),
    );
    expect((await pagesOf('articles')).map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/articles', '/articles/bestofs', '/articles/best-trucks-in-india']),
    );
    expect((await pagesOf('videos')).map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/videos', '/trucks/videos', '/videos/tata-motors-ace-gold-review']),
    );
    const stories = (await pagesOf('web-stories')).map((entry) => entry.path);
    expect(stories).toContain('/tractors/web-stories/top-tractors-2025');
    expect(stories).not.toContain('/web-stories/top-tractors-2025');
    const fuel = (await pagesOf('fuel-prices')).map((entry) => entry.path);
    expect(fuel).toEqual(
      expect.arrayContaining([
        '/fuel-prices',
        '/fuel-prices/petrol-price-in-delhi',
        '/fuel-prices/diesel-price-in-mumbai',
      ]),
    );
    expect((await pagesOf('emandi')).map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/emandi', '/emandi/wheat']),
    );
    expect((await pagesOf('tyres')).map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/tyres', '/truck-tyres', '/tyres/mrf', '/tyres/mrf/steel-muscle-s3c8']),
    );
    const shell = (await pagesOf('pages')).map((entry) => entry.path);
    expect(shell).toEqual(expect.arrayContaining(['/', '/about-us', '/community']));
    expect(shell).not.toContain('/account');
  });

  it('split a section into numbered files when it outgrows one, and join back to the same pages', async () => {
    const { db } = api.database;
    const files = (await sitemapIndex(db, 100)).filter((file) => file.name.startsWith('trucks-'));
    expect(files.map((file) => file.name).slice(0, 2)).toEqual(['trucks-1', 'trucks-2']);
    const joined: SitemapPage[] = [];
    for (const file of files) {
      const pages = (await sitemapFile(db, file.name, 100)) ?? [];
      expect(pages.length).toBeLessThanOrEqual(100);
      joined.push(...pages);
    }
    expect(joined).toEqual(await sitemapFile(db, 'trucks'));
    expect(await sitemapFile(db, 'trucks-99', 100)).toBeUndefined();
    expect(PAGES_PER_FILE * 6).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it('answers 404 for a file it does not have and 400 for a name that is no sitemap name', async () => {
    expect((await get('general/sitemaps/no-such-section')).status).toBe(404);
    expect((await get('general/sitemaps/trucks-7')).status).toBe(404);
    const bad = await get('general/sitemaps/Trucks!');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/^name: /);
  });

  it("give Google News the last two days' news, each language version on its own", async () => {
    const { db } = api.database;
    const fresh = 'gst-on-commercial-vehicles-cut-to-18-percent';
    const [stale] = await db
      .select({ slug: newsArticles.slug })
      .from(newsArticles)
      .where(and(eq(newsArticles.locale, 'en'), ne(newsArticles.slug, fresh)))
      .limit(1);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await db.update(newsArticles).set({ publishedAt: anHourAgo }).where(eq(newsArticles.slug, fresh));
    await db
      .update(newsArticles)
      .set({ publishedAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(newsArticles.slug, stale?.slug ?? ''));
    const { items } = newsSitemapResponseSchema.parse((await get('general/news-sitemap')).body);
    const ours = items.filter((item) => item.path === `/news/${fresh}`);
    expect(ours.map((item) => item.locale)).toEqual(expect.arrayContaining(['en', 'hi']));
    expect(ours.find((item) => item.locale === 'hi')?.title).toMatch(/जीएसटी/);
    expect(ours[0]?.publishedAt).toBe(anHourAgo.toISOString());
    expect(items.map((item) => item.path)).not.toContain(`/news/${stale?.slug}`);
    expect(items.every((item) => Date.parse(item.publishedAt) >= Date.now() - 48 * 3_600_000)).toBe(true);
  });
});
