import { countSchema, newsArticleSchema, type NewsArticle } from '@cvb/contracts';
import { z } from 'zod';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('GET /api/newsarticles on %s', (kind) => {
  const api = useTestApi(kind);

  async function list(query = ''): Promise<NewsArticle[]> {
    const response = await api.app.inject({ method: 'GET', url: `/api/newsarticles${query}` });
    expect(response.statusCode).toBe(200);
    return z.array(newsArticleSchema).parse(response.json());
  }

  async function count(query = ''): Promise<number> {
    const response = await api.app.inject({ method: 'GET', url: `/api/newsarticles/count${query}` });
    expect(response.statusCode).toBe(200);
    return countSchema.parse(response.json()).count;
  }

  it('lists English articles, newest first, by default', async () => {
    const articles = await list('?_limit=-1');
    expect(articles.length).toBeGreaterThanOrEqual(180);
    expect(await list()).toHaveLength(100);
    expect(articles.every((article) => article.locale === 'en')).toBe(true);
    const dates = articles.map((article) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await count()).toBe(articles.length);
  });

  it('has the same stories in Hindi under the same slugs', async () => {
    const english = await list('?_limit=-1');
    const hindi = await list('?_locale=hi&_limit=-1');
    expect(hindi.map((article) => article.slug).sort()).toEqual(
      english.map((article) => article.slug).sort(),
    );
    expect(hindi.every((article) => article.locale === 'hi' && /[\u0900-\u097F]/.test(article.title))).toBe(
      true,
    );
  });

  it.each(['mr', 'pa', 'ta', 'te'])('has at least one article in %s', async (locale) => {
    expect(await count(`?_locale=${locale}`)).toBeGreaterThanOrEqual(1);
  });

  it('finds the GST story by slug in each locale', async () => {
    const slug = 'gst-on-commercial-vehicles-cut-to-18-percent';
    const [english] = await list(`?slug=${slug}`);
    expect(english.title).toContain('28%');
    const [hindi] = await list(`?slug=${slug}&_locale=hi`);
    expect(hindi.title).toContain('जीएसटी');
    expect(await count(`?slug_ne=${slug}`)).toBe((await count()) - 1);
  });

  it('filters by category and sorts by title', async () => {
    const policy = await list('?category=policy');
    expect(policy.length).toBeGreaterThan(0);
    expect(policy.every((article) => article.category === 'policy')).toBe(true);
    expect(await count('?category=policy')).toBe(policy.length);
    expect((await list('?category_ne=policy')).some((article) => article.category === 'policy')).toBe(false);

    const byTitle = (await list('?_sort=title:ASC')).map((article) => article.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages with _limit and _start', async () => {
    const all = await list('?_limit=-1');
    expect(await list('?_limit=5')).toEqual(all.slice(0, 5));
    expect(await list('?_start=5&_limit=5')).toEqual(all.slice(5, 10));
  });

  it('rejects an unknown locale naming _locale', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/newsarticles?_locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^_locale: /);
  });
});
