import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  adminExpertReviewSchema,
  adminNewsDetailSchema,
  adminNewsListResponseSchema,
  adminMediaListSchema,
  expertReviewDetailSchema,
  mediaImageUploadSchema,
} from '@cvb/contracts';
import { DiskImageStorage } from '../src/ads';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { call, SITE, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

jest.setTimeout(120_000);

const MARATHI = {
  locale: 'mr',
  title: 'टाटा एस गोल्ड: छोट्या व्यवसायासाठी विश्वासू साथीदार',
  summary: 'शहरातील डिलिव्हरीसाठी कमी खर्चाचा, भरवशाचा मिनी ट्रक.',
  body: 'एस गोल्ड शहरातील अरुंद रस्त्यांवर सहज चालतो.\n\nइंधन खर्च कमी आहे आणि सर्व्हिस नेटवर्क मोठे आहे; पहिल्यांदा ट्रक घेणाऱ्यांसाठी योग्य.',
  verdict: 'पहिल्या मिनी ट्रकसाठी सुरक्षित निवड.',
  pros: ['कमी देखभाल खर्च', 'मोठे सर्व्हिस नेटवर्क'],
  cons: ['महामार्गावर मर्यादित वेग'],
};

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'cvb-media-uploads-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe.each(testDatabases)('expert-review editor on %s', (kind) => {
  const api = useAccountsApi(kind, { imageStorage: new DiskImageStorage(uploadsDir) });
  let editor: string;
  let slug: string;
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    const list = await call(api, 'GET', '/api/admin/media/expert-reviews?locale=en', undefined, {
      session: editor,
    });
    slug = adminMediaListSchema.parse(list.json()).items[0]?.slug ?? '';
  });

  const upload = (bytes: Buffer, type: string, session?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/media/images',
      headers: { origin: SITE, 'content-type': type },
      cookies: session ? { [SESSION_COOKIE]: session } : {},
      payload: bytes,
    });
  const publicDetail = async (locale: string) =>
    expertReviewDetailSchema.parse(
      (await call(api, 'GET', `/api/general/expert-review/detail?slug=${slug}&locale=${locale}`)).json(),
    );

  it('is for editors only', async () => {
    await expectEditorsOnly(api, (session) =>
      call(api, 'GET', `/api/admin/media/expert-reviews/${slug}?locale=hi`, undefined, { session }),
    );
    await expectEditorsOnly(api, (session) =>
      call(api, 'PUT', `/api/admin/media/expert-reviews/${slug}/texts`, MARATHI, { session }),
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cab' } })
      .png()
      .toBuffer();
    await expectEditorsOnly(api, (session) => upload(png, 'image/png', session));
  });

  it('writes a locale whole, and the public page reads it', async () => {
    const before = adminExpertReviewSchema.parse(
      (
        await call(api, 'GET', `/api/admin/media/expert-reviews/${slug}?locale=mr`, undefined, {
          session: editor,
        })
      ).json(),
    );
    expect(before.locales).toContain('en');
    const saved = await call(api, 'PUT', `/api/admin/media/expert-reviews/${slug}/texts`, MARATHI, {
      session: editor,
    });
    expect(saved.statusCode).toBe(200);
    const after = adminExpertReviewSchema.parse(saved.json());
    expect(after.texts?.title).toBe(MARATHI.title);
    expect(after.locales).toContain('mr');
    const page = await publicDetail('mr');
    expect(page.locale).toBe('mr');
    expect(page.title).toBe(MARATHI.title);
    expect(page.bodyHtml).toContain('इंधन खर्च कमी आहे');
    expect(page.pros).toEqual(MARATHI.pros);
  });

  it('keeps an editor’s markup out of the page', async () => {
    const hostile = {
      ...MARATHI,
      locale: 'te',
      body: 'ట్రక్ సమీక్ష <script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">లింక్</a> మరింత వివరంగా.',
    };
    expect(
      (await call(api, 'PUT', `/api/admin/media/expert-reviews/${slug}/texts`, hostile, { session: editor }))
        .statusCode,
    ).toBe(200);
    const html = (await publicDetail('te')).bodyHtml;
    // Review bodies are plain paragraphs: markup an editor types shows as text and never becomes an element.
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('ట్రక్ సమీక్ష');
  });

  it('answers 400 with the field’s message for bad texts, 404 for no such review', async () => {
    const cases: [object, string][] = [
      [{ ...MARATHI, title: 'ab' }, 'Title must be at least 3 characters'],
      [{ ...MARATHI, pros: [] }, 'Pros: write at least one point'],
      [{ ...MARATHI, verdict: 'x'.repeat(1001) }, 'Verdict must be 1000 characters or less'],
      [{ ...MARATHI, locale: 'fr' }, 'locale'],
    ];
    for (const [body, message] of cases) {
      const response = await call(api, 'PUT', `/api/admin/media/expert-reviews/${slug}/texts`, body, {
        session: editor,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
    const missing = await call(api, 'PUT', '/api/admin/media/expert-reviews/no-such-review/texts', MARATHI, {
      session: editor,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('uploads an image, serves it from the site, and puts it on the review; null goes back to the artwork', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#f28c28' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(jpeg, 'image/jpeg', editor);
    expect(uploaded.statusCode).toBe(201);
    const { url, width, height } = mediaImageUploadSchema.parse(uploaded.json());
    expect([width, height]).toEqual([1600, 800]);
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const set = await call(
      api,
      'PUT',
      `/api/admin/media/expert-reviews/${slug}/image`,
      { image: url },
      { session: editor },
    );
    expect(set.statusCode).toBe(200);
    expect((await publicDetail('en')).image.src).toBe(url);
    await call(
      api,
      'PUT',
      `/api/admin/media/expert-reviews/${slug}/image`,
      { image: null },
      { session: editor },
    );
    expect((await publicDetail('en')).image.src).toMatch(/^\/api\/media\/art\//);
  });

  it('refuses what is not an image, and images from elsewhere', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png', editor);
    expect(fake.statusCode).toBe(400);
    expect((fake.json() as { message: string }).message).toBe(
      'images: only JPEG, PNG or WebP photos are accepted',
    );
    const outside = await call(
      api,
      'PUT',
      `/api/admin/media/expert-reviews/${slug}/image`,
      { image: 'https://evil.example/x.webp' },
      { session: editor },
    );
    expect(outside.statusCode).toBe(400);
    expect((outside.json() as { message: string }).message).toContain(
      'image must be an image uploaded to the media desk',
    );
    const traversal = await api.app.inject({
      method: 'GET',
      url: '/api/uploads/media/..%2F..%2Fsecret.webp',
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('puts an uploaded image on a news story in every language it is written in', async () => {
    const list = await call(api, 'GET', '/api/admin/news?locale=hi&_limit=1', undefined, { session: editor });
    const hindi = adminNewsListResponseSchema.parse(list.json()).items[0];
    if (!hindi) throw new Error('no Hindi story in the seed');
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#067647' } })
      .png()
      .toBuffer();
    const { url } = mediaImageUploadSchema.parse((await upload(png, 'image/png', editor)).json());
    const saved = await call(
      api,
      'PUT',
      `/api/newsarticles/${hindi.id}/image`,
      { image: url },
      { session: editor },
    );
    expect(saved.statusCode).toBe(200);
    const detail = adminNewsDetailSchema.parse(saved.json());
    expect(detail.image).toBe(url);
    for (const translation of detail.localizations) {
      const other = adminNewsDetailSchema.parse(
        (await call(api, 'GET', `/api/admin/news/${translation.id}`, undefined, { session: editor })).json(),
      );
      expect(other.image).toBe(url);
    }
    const refused = await call(
      api,
      'PUT',
      `/api/newsarticles/${hindi.id}/image`,
      { image: '/etc/passwd' },
      { session: editor },
    );
    expect(refused.statusCode).toBe(400);
    const missing = await call(
      api,
      'PUT',
      '/api/newsarticles/999999/image',
      { image: url },
      { session: editor },
    );
    expect(missing.statusCode).toBe(404);
  });
});
