import {
  mediaVideoPageSchema,
  modelDetailSchema,
  videoListSchema,
  type LocaleCode,
  type MediaVideo,
  type Video,
} from '@cvb/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { brands, vehicleModels, videos } from '../src/db/schema';
import { mediaVideos } from '../src/db/schema-media';
import { call, useAccountsApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

/** What the model page and the /videos page must agree on. */
const shown = ({ title, publishedAt, link, thumbnail }: Video) => ({ title, publishedAt, link, thumbnail });
const asOnVideosPage = (video: MediaVideo) => ({
  title: video.title,
  publishedAt: video.publishedAt,
  link: `/videos/${video.slug}`,
  thumbnail: video.poster.src,
});

describe.each(testDatabases)('a model page’s videos are its /videos page’s on %s', (kind) => {
  const api = useAccountsApi(kind);

  async function getJson(url: string): Promise<unknown> {
    const response = await call(api, 'GET', url);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const modelVideos = async (brandSlug: string, modelSlug: string, locale: LocaleCode) =>
    modelDetailSchema.parse(
      await getJson(
        `/api/trucks/model-detail?brandSlug=${brandSlug}&modelSlug=${modelSlug}&locale=${locale}`,
      ),
    ).videos;

  it.each(['hi', 'ta'] as const)(
    '%s: a truck model with videos under /videos shows those, with their titles, dates, posters and pages',
    async (locale) => {
      const { items } = mediaVideoPageSchema.parse(
        await getJson(`/api/general/video?vertical=truck&limit=50&locale=${locale}`),
      );
      const models = new Map(
        items.flatMap((video) =>
          video.brandSlug && video.modelSlug ? [[`${video.brandSlug}/${video.modelSlug}`, video]] : [],
        ),
      );
      expect(models.size).toBeGreaterThanOrEqual(3);
      for (const { brandSlug, modelSlug } of models.values()) {
        const page = mediaVideoPageSchema.parse(
          await getJson(
            `/api/general/video?vertical=truck&brandSlug=${brandSlug}&modelSlug=${modelSlug}&locale=${locale}`,
          ),
        );
        const onModelPage = await modelVideos(brandSlug!, modelSlug!, locale);
        expect(onModelPage.map(shown)).toEqual(page.items.map(asOnVideosPage));
        expect(onModelPage.every((video) => video.slug !== undefined)).toBe(true);
      }
    },
  );

  it('shows Tata Ace Gold’s /videos video in Marathi on its page, not the catalogue’s own', async () => {
    const { items } = mediaVideoPageSchema.parse(
      await getJson('/api/general/video?vertical=truck&brandSlug=tata-motors&modelSlug=ace-gold&locale=mr'),
    );
    expect(items.length).toBeGreaterThan(0);
    const onModelPage = await modelVideos('tata-motors', 'ace-gold', 'mr');
    expect(onModelPage.map(shown)).toEqual(items.map(asOnVideosPage));
    expect(onModelPage[0].title).toMatch(/पुनरावलोकन: /);
  });

  it('keeps the catalogue’s video for a truck model without videos under /videos', async () => {
    const [model] = await api.database.db
      .select({ brandSlug: brands.slug, modelSlug: vehicleModels.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .innerJoin(videos, eq(videos.modelId, vehicleModels.id))
      .leftJoin(
        mediaVideos,
        and(eq(mediaVideos.brandSlug, brands.slug), eq(mediaVideos.modelSlug, vehicleModels.slug)),
      )
      .where(and(eq(vehicleModels.vertical, 'truck'), isNull(mediaVideos.id)))
      .limit(1);
    expect(model).toBeDefined();
    const catalogue = videoListSchema.parse(
      await getJson(
        `/api/trucks/model-videos?brandSlug=${model.brandSlug}&modelSlug=${model.modelSlug}&locale=hi`,
      ),
    );
    expect(catalogue.items.length).toBeGreaterThan(0);
    expect(await modelVideos(model.brandSlug, model.modelSlug, 'hi')).toEqual(catalogue.items);
  });

  it('shows a desk retitle on the model page at once, and the catalogue’s video once the model’s are withdrawn', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const { items } = mediaVideoPageSchema.parse(
      await getJson('/api/general/video?vertical=truck&brandSlug=tata-motors&modelSlug=ace-gold&locale=hi'),
    );
    const title = 'Tata Ace Gold: डेस्क का नया शीर्षक';
    const put = (slug: string, body: object) =>
      call(api, 'PUT', `/api/admin/media/videos/${slug}`, body, { session: editor });
    expect((await put(items[0].slug, { locale: 'hi', title })).statusCode).toBe(200);
    expect((await modelVideos('tata-motors', 'ace-gold', 'hi'))[0].title).toBe(title);

    for (const video of items) expect((await put(video.slug, { published: false })).statusCode).toBe(200);
    const catalogue = videoListSchema.parse(
      await getJson('/api/trucks/model-videos?brandSlug=tata-motors&modelSlug=ace-gold&locale=hi'),
    );
    expect(catalogue.items.length).toBeGreaterThan(0);
    expect(await modelVideos('tata-motors', 'ace-gold', 'hi')).toEqual(catalogue.items);
  });
});
