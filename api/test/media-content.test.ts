import {
  authorPageSchema,
  authorSchema,
  expertReviewDetailSchema,
  mediaVideoDetailSchema,
  mediaVideoPageSchema,
  sitemapListSchema,
  storyDetailSchema,
  storyPageSchema,
  view360FramesSchema,
  view360StatusSchema,
  webStoryDetailSchema,
  VEHICLE_VERTICALS,
} from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { z } from 'zod';
import { newsArticles } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

jest.setTimeout(120_000);

const pageOf = z.object({ items: z.array(z.object({ slug: z.string() }).passthrough()), total: z.number() });

describe.each(testDatabases)('media content API on %s', (kind) => {
  const api = useTestApi(kind);

  async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    const response = await api.app.inject({ method: 'GET', url: `/api/${url}` });
    expect(response.statusCode).toBe(200);
    return schema.parse(response.json());
  }

  it('pages at least 120 news stories newest first, with authors, pictures and reading time', async () => {
    const first = await get('general/news?limit=12', storyPageSchema);
    expect(first.total).toBeGreaterThanOrEqual(120);
    expect(first.items).toHaveLength(12);
    const dates = first.items.map((story) => Date.parse(story.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const [top] = first.items;
    expect(top.image.srcset).toContain('?w=320 320w');
    expect(top.image.src).toMatch(/^\/api\/media\/art\/.+\.webp\?w=640$/);
    expect(top.readMinutes).toBeGreaterThanOrEqual(1);
    const second = await get('v4/get-news?limit=12&page=2', storyPageSchema);
    expect(second.items.map((s) => s.slug)).not.toEqual(expect.arrayContaining([top.slug]));
    expect(second.items[0].publishedAt <= first.items[11].publishedAt).toBe(true);
  });

  it('answers 400 with a message for bad paging and unknown locales', async () => {
    for (const query of ['limit=0', 'limit=51', 'page=0', 'locale=fr', 'vertical=plane']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/general/news?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it.each(['hi', 'mr', 'pa', 'ta', 'te'])('has every news story in %s, old and new', async (locale) => {
    const english = await get('general/news?limit=50', storyPageSchema);
    const pages = Math.ceil(english.total / 50);
    const locales = new Set<string>();
    for (let page = 1; page <= pages; page += 1) {
      const { items } = await get(`general/news?locale=${locale}&limit=50&page=${page}`, storyPageSchema);
      for (const story of items) locales.add(story.locale);
    }
    expect([...locales]).toEqual([locale]);
  });

  it('falls back to English where a story has no text in the locale', async () => {
    const slug = 'hydrogen-truck-trials-begin';
    await api.database.db
      .delete(newsArticles)
      .where(and(eq(newsArticles.slug, slug), eq(newsArticles.locale, 'ta')));
    const story = await get(`v4/get-news-details?articleSlug=${slug}&locale=ta`, storyDetailSchema);
    expect(story.story.locale).toBe('en');
    const tamil = await get('general/news?locale=ta&limit=50', storyPageSchema);
    const english = await get('general/news?limit=50', storyPageSchema);
    expect(tamil.total).toBe(english.total);
  });

  it('filters news by vertical, category and brand, and has tractor and expo calls', async () => {
    const tractor = await get('v4/get-news-tractor?limit=50', storyPageSchema);
    expect(tractor.total).toBeGreaterThan(5);
    expect(tractor.items.every((story) => story.vertical === 'tractor')).toBe(true);
    const buses = await get('general/news?vertical=bus&category=industry', storyPageSchema);
    expect(buses.items.every((s) => s.vertical === 'bus' && s.category === 'industry')).toBe(true);
    const tata = await get('general/news?brandSlug=tata-motors&limit=50', storyPageSchema);
    expect(tata.total).toBeGreaterThan(3);
    const expo = await get('v4/get-news-expo', storyPageSchema);
    expect(expo.items.map((s) => s.slug)).toContain('bharat-mobility-expo-2025-commercial-vehicles');
    expect((await get('v4/get-new-news', storyPageSchema)).items).toHaveLength(10);
  });

  it('has sixty articles, twenty in each sub-section, in all six languages', async () => {
    const all = await get('general/articles?limit=50', storyPageSchema);
    expect(all.total).toBe(60);
    for (const locale of ['hi', 'mr', 'pa', 'ta', 'te'])
      for (const category of ['bestofs', 'tips-advice', 'features']) {
        const section = await get(`v4/get-articles?category=${category}&locale=${locale}`, storyPageSchema);
        expect(section.total).toBe(20);
        expect(section.items.every((s) => s.kind === 'article' && s.locale === locale)).toBe(true);
      }
    expect((await get('v4/get-new-articles', storyPageSchema)).items.every((s) => s.kind === 'article')).toBe(
      true,
    );
  });

  it('gives a story with sanitized body, related vehicles, locales and more news', async () => {
    const { items } = await get('general/news?limit=1', storyPageSchema);
    const detail = await get(
      `v4/get-news-details?articleSlug=${items[0].slug}&locale=mr&moreNews=3`,
      storyDetailSchema,
    );
    expect(detail.story.locale).toBe('mr');
    expect(detail.story.locales).toEqual(['en', 'hi', 'mr', 'pa', 'ta', 'te']);
    expect(detail.story.related[0].path).toMatch(
      /^\/(trucks|buses|three-wheelers|tractors|infra)\/[a-z0-9-]+/,
    );
    expect(detail.story.ampPath).toBe(`/api/amp/news/${items[0].slug}`);
    expect(detail.more).toHaveLength(3);
    expect(detail.more.map((s) => s.slug)).not.toContain(items[0].slug);
    const noPicture = await get(
      'v4/get-news-details?articleSlug=petrol-diesel-cut-by-2-rupees',
      storyDetailSchema,
    );
    expect(noPicture.story.image.src).toBe('/api/media/art/cv-bazaar/news/angle.webp?w=640');
    const article = await get('v4/get-article-details?articleSlug=monsoon-care-trucks', storyDetailSchema);
    expect(article.story.bodyHtml).toContain('<ul><li>');
    const wrongKind = await api.app.inject({
      method: 'GET',
      url: `/api/v4/get-article-details?articleSlug=${items[0].slug}`,
    });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('never serves an editor’s script, event handler or javascript: link, and hides unpublished stories', async () => {
    const slug = 'gst-on-commercial-vehicles-cut-to-18-percent';
    const where = and(eq(newsArticles.slug, slug), eq(newsArticles.locale, 'en'));
    await api.database.db
      .update(newsArticles)
      .set({
        body: '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      })
      .where(where);
    const detail = await get(`v4/get-news-details?articleSlug=${slug}`, storyDetailSchema);
    expect(detail.story.bodyHtml).toBe('<p>Safe</p><a>x</a>');
    const amp = await api.app.inject({ method: 'GET', url: `/api/amp/news/${slug}` });
    expect(amp.body).not.toMatch(/alert|onerror|javascript:/);

    await api.database.db.update(newsArticles).set({ published: false }).where(eq(newsArticles.slug, slug));
    const missing = await api.app.inject({
      method: 'GET',
      url: `/api/v4/get-news-details?articleSlug=${slug}`,
    });
    expect(missing.statusCode).toBe(404);
    const all = await get('general/news?limit=50&category=policy', storyPageSchema);
    expect(all.items.map((s) => s.slug)).not.toContain(slug);
    const sitemap = await get('v4/get-news-sitemap', sitemapListSchema);
    expect(sitemap.map((entry) => entry.path)).not.toContain(`/news/${slug}`);
    expect(sitemap.length).toBeGreaterThanOrEqual(119);
    await api.database.db.update(newsArticles).set({ published: true }).where(eq(newsArticles.slug, slug));
  });

  it('lists twelve authors with bios and an author’s stories', async () => {
    const authors = await get('general/authors?locale=hi', z.array(authorSchema));
    expect(authors).toHaveLength(12);
    expect(authors.every((author) => author.bio.length > 20 && /[\u0900-\u097F]/.test(author.name))).toBe(
      true,
    );
    const page = await get('v4/author-news-articles?authorSlug=meera-kulkarni&limit=5', authorPageSchema);
    expect(page.author.name).toBe('Meera Kulkarni');
    expect(page.stories.total).toBe(page.author.storyCount);
    expect(page.stories.items.every((s) => s.author.slug === 'meera-kulkarni')).toBe(true);
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/api/v4/author-news-articles?authorSlug=nobody',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('has thirty expert reviews over every vertical, each with verdict, ratings and price', async () => {
    const list = await get('general/expert-review?limit=50', pageOf);
    expect(list.total).toBe(30);
    for (const vertical of VEHICLE_VERTICALS) {
      expect((await get(`general/expert-review?vertical=${vertical}`, pageOf)).total).toBe(6);
    }
    const detail = await get(
      `general/expert-review/detail?slug=${list.items[0].slug}&locale=hi`,
      expertReviewDetailSchema,
    );
    expect(detail.locale).toBe('hi');
    expect(detail.verdict.length).toBeGreaterThan(10);
    expect(detail.pros.length).toBeGreaterThan(0);
    expect(detail.price.min).toBeGreaterThan(0);
    expect(detail.overall).toBeGreaterThanOrEqual(3);
  });

  it('has 150 videos with local posters, by vertical, brand and model', async () => {
    const all = await get('general/video', mediaVideoPageSchema);
    expect(all.total).toBe(150);
    expect(all.items[0].poster.src).toMatch(/^\/api\/media\/art\//);
    const buses = await get('general/video?vertical=bus&limit=50', mediaVideoPageSchema);
    expect(buses.items.every((video) => video.vertical === 'bus')).toBe(true);
    const model = buses.items.find((video) => video.modelSlug)!;
    const ofModel = await get(
      `general/video?vertical=bus&brandSlug=${model.brandSlug}&modelSlug=${model.modelSlug}`,
      mediaVideoPageSchema,
    );
    expect(ofModel.items.every((video) => video.modelSlug === model.modelSlug)).toBe(true);
    for (const url of [
      '/api/general/video?vertical=bus&brandSlug=no-such-brand',
      `/api/general/video?vertical=bus&brandSlug=${model.brandSlug}&modelSlug=no-such-model`,
      `/api/general/video?vertical=tractor&brandSlug=${model.brandSlug}&modelSlug=${model.modelSlug}`,
    ]) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const detail = await get(`general/video-detail?slug=${model.slug}&locale=hi`, mediaVideoDetailSchema);
    expect(detail.video.locale).toBe('hi');
    expect(detail.more.length).toBeGreaterThan(0);
  });

  it("names a list's brand and model as the catalogue writes them (a truck model's page title)", async () => {
    const trucks = await get('general/video?vertical=truck&limit=50', mediaVideoPageSchema);
    expect(trucks.items.length).toBeGreaterThan(0);
    expect(trucks.scope).toBeUndefined();
    const ace = await get(
      'general/video?vertical=truck&brandSlug=tata-motors&modelSlug=ace-ev',
      mediaVideoPageSchema,
    );
    expect(ace.scope).toEqual({ brandName: 'Tata Motors', modelName: 'Tata Ace EV' });
    const brand = await get('general/video?vertical=truck&brandSlug=bharatbenz', mediaVideoPageSchema);
    expect(brand.scope).toEqual({ brandName: 'BharatBenz', modelName: null });
  });

  it('has twenty web stories of 5–10 slides', async () => {
    const list = await get('general/web-stories?limit=50', pageOf);
    expect(list.total).toBe(20);
    const tractor = await get('general/web-stories?vertical=tractor', pageOf);
    expect(tractor.total).toBe(4);
    for (const { slug } of list.items.slice(0, 5)) {
      const story = await get(`general/web-stories/detail?slug=${slug}&locale=hi`, webStoryDetailSchema);
      expect(story.slides.length).toBeGreaterThanOrEqual(5);
      expect(story.slides.length).toBeLessThanOrEqual(10);
    }
  });

  it('tells which models have a 360° view and serves its frames as WebP', async () => {
    const status = await get(
      'v4/get-360-status?brandSlug=tata-motors&modelSlug=ace-gold',
      view360StatusSchema,
    );
    expect(status).toEqual({ available: true, frameCount: 16 });
    const none = await get(
      'v4/get-360-status?brandSlug=tata-motors&modelSlug=intra-v30',
      view360StatusSchema,
    );
    expect(none.available).toBe(false);
    const frames = await get(
      'v4/get-360-frames?brandSlug=tata-motors&modelSlug=ace-gold',
      view360FramesSchema,
    );
    expect(frames.frames).toHaveLength(16);
    const picture = await api.app.inject({
      method: 'GET',
      url: `${frames.frames[4].src.replace('w=640', 'w=320')}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const badWidth = await api.app.inject({
      method: 'GET',
      url: '/api/media/art/tata-motors/ace-gold/angle.webp?w=123',
    });
    expect(badWidth.statusCode).toBe(400);
    const fallback = await api.app.inject({ method: 'GET', url: '/api/media/art/nobody/nothing/angle.webp' });
    expect(fallback.headers['content-type']).toBe('image/webp');
  });

  it('serves RSS 2.0 feeds that parse as XML with at least 20 items', async () => {
    for (const url of [
      '/api/feeds/news.xml',
      '/api/feeds/news.xml?vertical=truck&locale=hi',
      '/api/feeds/articles.xml',
    ]) {
      const response = await api.app.inject({ method: 'GET', url, headers: { host: 'cvbazaar.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/rss+xml');
      const document = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
      expect(document.querySelector('parsererror')).toBeNull();
      expect(document.documentElement.getAttribute('version')).toBe('2.0');
      expect(document.querySelectorAll('item').length).toBeGreaterThanOrEqual(20);
      expect(document.querySelector('item > link')?.textContent).toMatch(
        /^http:\/\/cvbazaar\.example\/(hi\/)?(news|articles)\//,
      );
    }
  });

  it('renders AMP pages with the boilerplate and a canonical link back', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/amp/news/tractor-gst-cut-to-5-percent?locale=hi',
      headers: { host: 'cvbazaar.example' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html amp lang="hi">/);
    expect(html).toContain(
      '<link rel="canonical" href="http://cvbazaar.example/hi/news/tractor-gst-cut-to-5-percent">',
    );
    expect(html).toContain('<style amp-boilerplate>');
    expect(html).toContain('<amp-img');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img |style="/);
    // The AMP runtime may load (the API's deny-all policy left the story hidden by the boilerplate for 8 s).
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('script-src blob: https://cdn.ampproject.org/v0.js');
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("default-src 'none'");
    const missing = await api.app.inject({ method: 'GET', url: '/api/amp/articles/no-such-article' });
    expect(missing.statusCode).toBe(404);
  });
});
