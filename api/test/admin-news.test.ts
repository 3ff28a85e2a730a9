import { adminNewsDetailSchema, adminNewsListResponseSchema, newsArticleSchema } from '@cvb/contracts';
import { z } from 'zod';
import { call, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

const EDIT = {
  title: 'Tata Ace Gold CNG gets a bigger tank',
  summary: 'The small truck now carries 110 litres of CNG.',
  body: 'Tata Motors has fitted the Ace Gold CNG with a larger tank.\n\n<b>Not markup</b>, just text.',
  category: 'launches',
  published: true,
};

describe.each(testDatabases)('admin news on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
  });

  async function newestEnglish() {
    const response = await call(api, 'GET', '/api/admin/news?locale=en&_limit=1', undefined, {
      session: editor,
    });
    expect(response.statusCode).toBe(200);
    return adminNewsListResponseSchema.parse(response.json()).items[0];
  }

  async function publicList(locale: string) {
    const response = await call(api, 'GET', `/api/newsarticles?_locale=${locale}&_limit=-1`);
    return z.array(newsArticleSchema).parse(response.json());
  }

  it('refuses visitors (401) and plain users (403) on every news desk call', async () => {
    const { id } = await newestEnglish();
    const calls = [
      (session?: string) => call(api, 'GET', '/api/admin/news', undefined, { session }),
      (session?: string) => call(api, 'GET', `/api/admin/news/${id}`, undefined, { session }),
      (session?: string) => call(api, 'PUT', `/api/newsarticles/${id}`, EDIT, { session }),
      (session?: string) =>
        call(api, 'POST', `/api/newsarticles/${id}/localizations`, { ...EDIT, locale: 'hi' }, { session }),
    ];
    for (const send of calls) await expectEditorsOnly(api, send);
  });

  it('lists every locale newest first, searches titles and filters by locale', async () => {
    const all = adminNewsListResponseSchema.parse(
      (await call(api, 'GET', '/api/admin/news?_limit=100', undefined, { session: editor })).json(),
    );
    expect(new Set(all.items.map((item) => item.locale)).size).toBeGreaterThan(1);
    const dates = all.items.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const hindi = adminNewsListResponseSchema.parse(
      (await call(api, 'GET', '/api/admin/news?locale=hi', undefined, { session: editor })).json(),
    );
    expect(hindi.total).toBeGreaterThan(0);
    expect(hindi.items.every((item) => item.locale === 'hi')).toBe(true);

    const word = all.items.find((item) => item.locale === 'en')?.title.split(' ')[0] ?? 'x';
    const found = adminNewsListResponseSchema.parse(
      (
        await call(
          api,
          'GET',
          `/api/admin/news?search=${encodeURIComponent(word.toLowerCase())}`,
          undefined,
          {
            session: editor,
          },
        )
      ).json(),
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('answers 400 naming the field for a bad locale, an empty title or a missing published flag', async () => {
    const { id } = await newestEnglish();
    const badLocale = await call(api, 'GET', '/api/admin/news?locale=fr', undefined, { session: editor });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().message).toMatch(/^locale/);
    const emptyTitle = await call(
      api,
      'PUT',
      `/api/newsarticles/${id}`,
      { ...EDIT, title: '  ' },
      { session: editor },
    );
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json().message).toBe('title: is required');
    const withoutFlag: Partial<typeof EDIT> = { ...EDIT };
    delete withoutFlag.published;
    const noFlag = await call(api, 'PUT', `/api/newsarticles/${id}`, withoutFlag, { session: editor });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toMatch(/^published/);
    const missing = await call(api, 'PUT', '/api/newsarticles/999999', EDIT, { session: editor });
    expect(missing.statusCode).toBe(404);
  });

  it('edits an article, hides it as a draft and publishes it again', async () => {
    const { id, slug } = await newestEnglish();
    const saved = await call(api, 'PUT', `/api/newsarticles/${id}`, EDIT, { session: editor });
    expect(saved.statusCode).toBe(200);
    expect(adminNewsDetailSchema.parse(saved.json())).toMatchObject({ id, slug, ...EDIT });
    expect((await publicList('en')).find((article) => article.slug === slug)?.title).toBe(EDIT.title);

    await call(api, 'PUT', `/api/newsarticles/${id}`, { ...EDIT, published: false }, { session: editor });
    expect((await publicList('en')).some((article) => article.slug === slug)).toBe(false);
    await call(api, 'PUT', `/api/newsarticles/${id}`, EDIT, { session: editor });
    expect((await publicList('en')).some((article) => article.slug === slug)).toBe(true);
  });

  it('keeps the header search in step: a new title is found at once, a draft is not found', async () => {
    const { id, slug } = await newestEnglish();
    const title = 'Eicher Pro 2049 wins the fleet efficiency award';
    const found = async () => {
      const response = await call(api, 'GET', `/api/general/search?searchQuery=${encodeURIComponent(title)}`);
      const { data } = response.json() as { data: { searchResult: Array<{ link: string }> } };
      return data.searchResult.some((hit) => hit.link === `/news/${slug}`);
    };
    await call(api, 'PUT', `/api/newsarticles/${id}`, { ...EDIT, title }, { session: editor });
    expect(await found()).toBe(true);
    await call(
      api,
      'PUT',
      `/api/newsarticles/${id}`,
      { ...EDIT, title, published: false },
      { session: editor },
    );
    expect(await found()).toBe(false);
    await call(api, 'PUT', `/api/newsarticles/${id}`, EDIT, { session: editor });
  });

  it('adds a Hindi localization that the Hindi news list shows, and replaces it on a second post', async () => {
    const admin = await sessionWithRole(api, 'admin');
    const { id, slug } = await newestEnglish();
    const hindi = {
      locale: 'hi',
      title: 'टाटा एस गोल्ड सीएनजी में बड़ा टैंक',
      summary: 'छोटा ट्रक अब 110 लीटर सीएनजी ले जाता है।',
      body: 'टाटा मोटर्स ने एस गोल्ड सीएनजी में बड़ा टैंक लगाया है।',
    };
    const first = await call(api, 'POST', `/api/newsarticles/${id}/localizations`, hindi, { session: admin });
    expect(first.statusCode).toBe(200);
    const translation = adminNewsDetailSchema.parse(first.json());
    expect(translation).toMatchObject({ slug, locale: 'hi', title: hindi.title, body: hindi.body });
    expect(translation.localizations.map((l) => l.locale)).toEqual(expect.arrayContaining(['en', 'hi']));
    expect((await publicList('hi')).find((article) => article.slug === slug)?.title).toBe(hindi.title);

    const again = await call(
      api,
      'POST',
      `/api/newsarticles/${id}/localizations`,
      { ...hindi, title: 'टाटा एस गोल्ड सीएनजी: नया टैंक' },
      { session: admin },
    );
    expect(adminNewsDetailSchema.parse(again.json()).id).toBe(translation.id);
    expect((await publicList('hi')).filter((article) => article.slug === slug)).toHaveLength(1);
    expect((await publicList('hi')).find((article) => article.slug === slug)?.title).toBe(
      'टाटा एस गोल्ड सीएनजी: नया टैंक',
    );
  });

  it('answers 400 for a localization in an unknown locale', async () => {
    const { id } = await newestEnglish();
    const response = await call(
      api,
      'POST',
      `/api/newsarticles/${id}/localizations`,
      { locale: 'fr', title: 'Titre', summary: 'Résumé', body: 'Texte' },
      { session: editor },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^locale/);
  });
});
