import type {
  LocaleCode,
  MediaVideo,
  MediaVideoDetail,
  MediaVideoPage,
  VehicleVertical,
  VideoSection,
} from '@cvb/contracts';
import { pickLocale } from '@cvb/contracts';
import { and, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { mediaVideos } from '../db/schema-media';
import { artPath, siteImage } from './site-image';

export interface VideoFilter {
  locale: LocaleCode;
  vertical?: VehicleVertical;
  brandSlug?: string;
  modelSlug?: string;
  section?: VideoSection;
}

export type VideoRow = typeof mediaVideos.$inferSelect;

async function subjectNames(db: Db, rows: VideoRow[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (rows.length === 0) return names;
  const brandRows = await db
    .select({
      vertical: brands.vertical,
      brandSlug: brands.slug,
      brandName: brands.name,
      modelSlug: vehicleModels.slug,
      modelName: vehicleModels.name,
    })
    .from(brands)
    .leftJoin(vehicleModels, eq(vehicleModels.brandId, brands.id));
  for (const row of brandRows) {
    names.set(`${row.vertical}/${row.brandSlug}`, row.brandName);
    if (row.modelSlug && row.modelName) {
      names.set(`${row.vertical}/${row.brandSlug}/${row.modelSlug}`, row.modelName);
      if (!names.has(`${row.vertical}/${row.brandSlug}#first`))
        names.set(`${row.vertical}/${row.brandSlug}#first`, row.modelSlug);
    }
  }
  return names;
}

/** The catalogue's names of the brand (and model) a list is filtered on, never words made from the slugs. */
async function scopeNames(db: Db, filter: VideoFilter): Promise<NonNullable<MediaVideoPage['scope']>> {
  const [row] = await db
    .select({ brandName: brands.name, modelName: vehicleModels.name })
    .from(brands)
    .leftJoin(
      vehicleModels,
      and(eq(vehicleModels.brandId, brands.id), eq(vehicleModels.slug, filter.modelSlug ?? '')),
    )
    .where(
      and(
        eq(brands.slug, filter.brandSlug ?? ''),
        filter.vertical ? eq(brands.vertical, filter.vertical) : undefined,
      ),
    )
    .limit(1);
  return { brandName: row?.brandName ?? null, modelName: filter.modelSlug ? (row?.modelName ?? null) : null };
}

function toVideo(row: VideoRow, locale: LocaleCode, names: Map<string, string>): MediaVideo {
  const brandKey = `${row.vertical}/${row.brandSlug}`;
  const subject =
    (row.modelSlug ? names.get(`${brandKey}/${row.modelSlug}`) : undefined) ?? names.get(brandKey) ?? '';
  const title = pickLocale(row.title, locale);
  // A brand's video shows the brand's first model.
  const posterModel = row.modelSlug ?? names.get(`${brandKey}#first`) ?? 'unknown';
  return {
    slug: row.slug,
    locale: row.title[locale] ? locale : 'en',
    title,
    description: pickLocale(row.description, locale),
    section: row.section,
    vertical: row.vertical,
    brandSlug: row.brandSlug,
    modelSlug: row.modelSlug,
    subject,
    youtubeId: row.youtubeId,
    durationSeconds: row.durationSeconds,
    poster: siteImage(
      artPath(row.brandSlug ?? 'unknown', posterModel, row.modelSlug ? 'side' : 'angle'),
      title,
    ),
    publishedAt: row.publishedAt.toISOString(),
  };
}

function filterOf(filter: Omit<VideoFilter, 'locale'>): SQL | undefined {
  return and(
    eq(mediaVideos.published, true),
    filter.vertical ? eq(mediaVideos.vertical, filter.vertical) : undefined,
    filter.brandSlug ? eq(mediaVideos.brandSlug, filter.brandSlug) : undefined,
    filter.modelSlug ? eq(mediaVideos.modelSlug, filter.modelSlug) : undefined,
    filter.section ? eq(mediaVideos.section, filter.section) : undefined,
  );
}

export async function videoPage(
  db: Db,
  filter: VideoFilter,
  page: { page: number; limit: number },
): Promise<MediaVideoPage> {
  const rows = await db
    .select()
    .from(mediaVideos)
    .where(filterOf(filter))
    .orderBy(desc(mediaVideos.publishedAt), desc(mediaVideos.id));
  const start = (page.page - 1) * page.limit;
  const slice = rows.slice(start, start + page.limit);
  const names = await subjectNames(db, slice);
  const scope = filter.brandSlug ? await scopeNames(db, filter) : undefined;
  return { items: slice.map((row) => toVideo(row, filter.locale, names)), total: rows.length, scope };
}

/** A vertical's published videos of models, newest first, and how /videos shows one in a language. */
export async function modelVideos(
  db: Db,
  vertical: VehicleVertical,
): Promise<{ rows: VideoRow[]; show: (row: VideoRow, locale: LocaleCode) => MediaVideo }> {
  const rows = await db
    .select()
    .from(mediaVideos)
    .where(and(filterOf({ vertical }), isNotNull(mediaVideos.modelSlug)))
    .orderBy(desc(mediaVideos.publishedAt), desc(mediaVideos.id));
  const names = await subjectNames(db, rows);
  return { rows, show: (row, locale) => toVideo(row, locale, names) };
}

export async function videoDetail(
  db: Db,
  slug: string,
  locale: LocaleCode,
): Promise<MediaVideoDetail | undefined> {
  const [row] = await db
    .select()
    .from(mediaVideos)
    .where(and(eq(mediaVideos.slug, slug), eq(mediaVideos.published, true)));
  if (!row) return undefined;
  const more = await db
    .select()
    .from(mediaVideos)
    .where(and(filterOf({ vertical: row.vertical ?? undefined }), ne(mediaVideos.id, row.id)))
    .orderBy(desc(mediaVideos.publishedAt))
    .limit(6);
  const names = await subjectNames(db, [row, ...more]);
  return { video: toVideo(row, locale, names), more: more.map((other) => toVideo(other, locale, names)) };
}

/**
 * A videos page of a brand or a model names one that exists in the catalogue (in its vertical when one
 * is given); an unknown one is the not-found page, not an empty list.
 */
export async function videoSubjectExists(
  db: Db,
  { vertical, brandSlug, modelSlug }: Pick<VideoFilter, 'vertical' | 'brandSlug' | 'modelSlug'>,
): Promise<boolean> {
  if (!brandSlug) return true;
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .leftJoin(
      vehicleModels,
      and(eq(vehicleModels.brandId, brands.id), eq(vehicleModels.slug, modelSlug ?? '')),
    )
    .where(
      and(
        eq(brands.slug, brandSlug),
        vertical ? eq(brands.vertical, vertical) : undefined,
        modelSlug ? eq(vehicleModels.slug, modelSlug) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
