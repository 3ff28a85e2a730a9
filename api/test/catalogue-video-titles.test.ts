import { modelDetailSchema, videoListSchema, type LocaleCode, type Video } from '@cvb/contracts';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invalidateCatalogue } from '../src/catalogue/engine/catalogue-cache';
import { rowsOf } from '../src/db/raw-rows';
import { videos } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

const LOCALES: Exclude<LocaleCode, 'en'>[] = ['hi', 'mr', 'pa', 'ta', 'te'];
/** The English words of the seeded titles besides the names. */
const ENGLISH_WORDS =
  /\b(Review|Walkaround|Mileage|Test|Price|Features|Owner|Operator|Field|Site|range|explained|which|buy)\b/;

/** The title without the catalogue's names it starts with (model's or brand's), which stay in Latin letters. */
const withoutNames = (video: Video) =>
  [video.modelName, video.brandName].reduce<string>(
    (title, name) => (name ? title.split(name).join('') : title),
    video.title,
  );

describe.each(testDatabases)("catalogue videos' titles in the page's language on %s", (kind) => {
  const api = useTestApi(kind);
  const videosOf = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return videoListSchema.parse(response.json()).items;
  };

  it('titles a model’s videos in English by default, the catalogue’s name first', async () => {
    const [video] = await videosOf('/api/trucks/model-videos?brandSlug=eicher&modelSlug=pro-2049');
    expect(video.title.startsWith(`${video.modelName} `)).toBe(true);
    expect(withoutNames(video)).toMatch(ENGLISH_WORDS);
  });

  it.each(LOCALES)(
    '%s: model and brand videos have no English topic word, names in Latin letters',
    async (locale) => {
      const lists = [
        await videosOf(`/api/trucks/videos?_limit=100&locale=${locale}`),
        await videosOf(`/api/tractors/videos?_limit=100&locale=${locale}`),
        await videosOf(`/api/infra/videos?_limit=100&locale=${locale}`),
        await videosOf(`/api/buses/brand-videos?brandSlug=tata-motors&locale=${locale}`),
      ];
      const all = lists.flat();
      expect(all.some((video) => video.modelSlug === null)).toBe(true);
      for (const video of all) {
        const name = video.modelName ?? video.brandName ?? '';
        expect(video.title.startsWith(name)).toBe(true);
        expect(withoutNames(video)).not.toMatch(/[A-Za-z]/);
      }
    },
  );

  it('answers the model page’s videos in its language (hi, ta)', async () => {
    for (const locale of ['hi', 'ta'] as const) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold&locale=${locale}`,
      });
      expect(response.statusCode).toBe(200);
      const { videos: modelVideos } = modelDetailSchema.parse(response.json());
      expect(modelVideos.length).toBeGreaterThan(0);
      for (const video of modelVideos) expect(withoutNames(video)).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('names every seeded video’s topic again from its English title, as migration 0024 does for older data', async () => {
    const migration = readFileSync(join(__dirname, '../drizzle/0024_video-topic.sql'), 'utf8');
    const guess = /= (CASE[\s\S]*END);/.exec(migration)?.[1] ?? 'no CASE found';
    const rows = await rowsOf<{ wrong: number }>(
      api.database.db,
      sql.raw(`SELECT count(*)::int AS wrong FROM videos WHERE topic IS DISTINCT FROM (${guess})`),
    );
    expect(rows).toEqual([{ wrong: 0 }]);
  });

  it('shows a title written by hand (no topic) as it is, in every language', async () => {
    const [video] = await videosOf('/api/trucks/model-videos?brandSlug=eicher&modelSlug=pro-2049');
    await api.database.db
      .update(videos)
      .set({ topic: null, title: 'Eicher Pro 2049 on the ghats' })
      .where(eq(videos.id, video.id));
    invalidateCatalogue(api.database.db);
    const [hindi] = await videosOf('/api/trucks/model-videos?brandSlug=eicher&modelSlug=pro-2049&locale=hi');
    expect(hindi.title).toBe('Eicher Pro 2049 on the ghats');
  });
});
