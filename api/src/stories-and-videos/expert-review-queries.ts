import type {
  ExpertRatings,
  ExpertReviewCard,
  ExpertReviewDetail,
  LocaleCode,
  VehicleVertical,
} from '@cvb/contracts';
import { pickLocale, verticalDefinition } from '@cvb/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { expertReviewArticles, mediaAuthors, type ExpertReviewTexts } from '../db/schema-media';
import { sanitizeStoryHtml } from './sanitize-story-html';
import { artPath, siteImage } from './site-image';

const columns = {
  review: expertReviewArticles,
  authorName: mediaAuthors.name,
  vertical: vehicleModels.vertical,
  modelSlug: vehicleModels.slug,
  modelName: vehicleModels.name,
  minPrice: vehicleModels.minPrice,
  maxPrice: vehicleModels.maxPrice,
  brandSlug: brands.slug,
  brandName: brands.name,
};

function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(expertReviewArticles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviewArticles.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .innerJoin(mediaAuthors, eq(mediaAuthors.slug, expertReviewArticles.authorSlug))
    .where(and(eq(expertReviewArticles.published, true), where))
    .orderBy(desc(expertReviewArticles.publishedAt), desc(expertReviewArticles.id));
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function textsOf(row: ReviewRow, locale: LocaleCode): { texts: ExpertReviewTexts; locale: LocaleCode } {
  const localized = row.review.texts[locale];
  return localized ? { texts: localized, locale } : { texts: row.review.texts.en, locale: 'en' };
}

const average = (values: number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

/** A review's one rating: the mean of its ratings to one decimal (its card here, the model page's section). */
export const overallRating = (ratings: ExpertRatings): number => average(Object.values(ratings));

function toCard(row: ReviewRow, locale: LocaleCode): ExpertReviewCard {
  const { texts, locale: textLocale } = textsOf(row, locale);
  return {
    slug: row.review.slug,
    locale: textLocale,
    title: texts.title,
    summary: texts.summary,
    vertical: row.vertical,
    vehicle: {
      vertical: row.vertical,
      brandSlug: row.brandSlug,
      brandName: row.brandName,
      modelSlug: row.modelSlug,
      modelName: row.modelName,
      path: `${verticalDefinition(row.vertical).basePath}/${row.brandSlug}/${row.modelSlug}`,
    },
    overall: overallRating(row.review.ratings),
    author: { slug: row.review.authorSlug, name: pickLocale(row.authorName, locale) },
    image: siteImage(row.review.image ?? artPath(row.brandSlug, row.modelSlug), row.modelName),
    publishedAt: row.review.publishedAt.toISOString(),
  };
}

export async function expertReviewPage(
  db: Db,
  filter: { locale: LocaleCode; vertical?: VehicleVertical },
  page: { page: number; limit: number },
): Promise<{ items: ExpertReviewCard[]; total: number }> {
  const rows = await selectReviews(
    db,
    filter.vertical ? eq(vehicleModels.vertical, filter.vertical) : undefined,
  );
  const start = (page.page - 1) * page.limit;
  return {
    items: rows.slice(start, start + page.limit).map((row) => toCard(row, filter.locale)),
    total: rows.length,
  };
}

export async function expertReviewDetail(
  db: Db,
  slug: string,
  locale: LocaleCode,
): Promise<ExpertReviewDetail | undefined> {
  const [row] = await selectReviews(db, eq(expertReviewArticles.slug, slug));
  if (!row) return undefined;
  const { texts } = textsOf(row, locale);
  return {
    ...toCard(row, locale),
    bodyHtml: sanitizeStoryHtml(texts.body),
    verdict: texts.verdict,
    pros: texts.pros,
    cons: texts.cons,
    ratings: row.review.ratings,
    price: { min: row.minPrice, max: row.maxPrice },
  };
}
