import { adminMediaListSchema, mediaVideoPageSchema } from '@cvb/contracts';
import { call, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

jest.setTimeout(120_000);

describe.each(testDatabases)('media desk on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
  });

  it('is for editors only', async () => {
    await expectEditorsOnly(api, (session) =>
      call(api, 'GET', '/api/admin/media/videos', undefined, { session }),
    );
    await expectEditorsOnly(api, (session) =>
      call(
        api,
        'PUT',
        '/api/admin/media/videos/tata-motors-ace-gold-review',
        { published: false },
        { session },
      ),
    );
  });

  it('lists each kind with drafts, withdraws and republishes a video, and translates its title', async () => {
    for (const [path, count] of [
      ['videos', 150],
      ['web-stories', 20],
      ['expert-reviews', 30],
    ] as const) {
      const list = await call(api, 'GET', `/api/admin/media/${path}?locale=hi`, undefined, {
        session: editor,
      });
      expect(list.statusCode).toBe(200);
      expect(adminMediaListSchema.parse(list.json()).items).toHaveLength(count);
    }
    const slug = 'tata-motors-ace-gold-review';
    const withdraw = await call(
      api,
      'PUT',
      `/api/admin/media/videos/${slug}`,
      { published: false },
      { session: editor },
    );
    expect(withdraw.statusCode).toBe(200);
    const publicList = async () =>
      mediaVideoPageSchema.parse(
        (await call(api, 'GET', '/api/general/video?vertical=truck&limit=50&locale=ta')).json(),
      );
    expect((await publicList()).items.map((v) => v.slug)).not.toContain(slug);
    const detail = await call(api, 'GET', `/api/general/video-detail?slug=${slug}`);
    expect(detail.statusCode).toBe(404);

    const tamil = 'Tata Ace Gold விமர்சனம்: விலை, மைலேஜ், பேலோட்';
    const republish = await call(
      api,
      'PUT',
      `/api/admin/media/videos/${slug}`,
      { published: true, locale: 'ta', title: tamil },
      { session: editor },
    );
    expect(republish.statusCode).toBe(200);
    const shown = (await publicList()).items.find((v) => v.slug === slug);
    expect(shown).toMatchObject({ title: tamil, locale: 'ta' });
    const desk = adminMediaListSchema.parse(
      (await call(api, 'GET', '/api/admin/media/videos?locale=ta', undefined, { session: editor })).json(),
    );
    // The seed writes every video in all six languages; the edit replaced the Tamil title.
    expect(desk.items.find((v) => v.slug === slug)?.locales).toEqual(['en', 'hi', 'mr', 'pa', 'ta', 'te']);
  });

  it('answers 400 and 404 with a message for bad changes', async () => {
    const cases: [string, object, number][] = [
      ['/api/admin/media/videos/tata-motors-ace-gold-review', {}, 400],
      ['/api/admin/media/videos/tata-motors-ace-gold-review', { title: 'No locale given' }, 400],
      ['/api/admin/media/podcasts/tata-motors-ace-gold-review', { published: true }, 400],
      [
        '/api/admin/media/expert-reviews/tata-motors-ace-gold-review',
        { locale: 'hi', title: 'नया शीर्षक' },
        400,
      ],
      ['/api/admin/media/web-stories/no-such-story', { published: true }, 404],
    ];
    for (const [url, body, status] of cases) {
      const response = await call(api, 'PUT', url, body, { session: editor });
      expect(response.statusCode).toBe(status);
      expect((response.json() as { message: string }).message).toEqual(expect.any(String));
    }
  });
});
