import type {
  AdminExpertReview,
  ExpertReviewTextsInput,
  ExpertReviewTextsUpdate,
  LocaleCode,
  VehicleVertical,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vehicleModels } from '../db/schema';
import { expertReviewArticles } from '../db/schema-media';

/** The review as the desk edits it: one locale's texts whole (null when that locale is not written yet). */
export async function adminExpertReview(
  db: Db,
  slug: string,
  locale: LocaleCode,
): Promise<AdminExpertReview | null> {
  const [row] = await db
    .select({
      slug: expertReviewArticles.slug,
      texts: expertReviewArticles.texts,
      image: expertReviewArticles.image,
      published: expertReviewArticles.published,
      modelName: vehicleModels.name,
    })
    .from(expertReviewArticles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviewArticles.modelId))
    .where(eq(expertReviewArticles.slug, slug));
  if (!row) return null;
  const texts: ExpertReviewTextsInput | undefined = row.texts[locale];
  return {
    slug: row.slug,
    modelName: row.modelName,
    published: row.published,
    image: row.image,
    locale,
    texts: texts ?? null,
    locales: Object.keys(row.texts).sort() as LocaleCode[],
  };
}

/** The vertical of the review's model: the model page shows the review, so a change rebuilds that catalogue. */
export async function expertReviewVertical(db: Db, slug: string): Promise<VehicleVertical | undefined> {
  const [row] = await db
    .select({ vertical: vehicleModels.vertical })
    .from(expertReviewArticles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviewArticles.modelId))
    .where(eq(expertReviewArticles.slug, slug));
  return row?.vertical;
}

/** Writes one locale's texts whole; false when there is no such review. */
export async function saveExpertReviewTexts(
  db: Db,
  slug: string,
  { locale, ...texts }: ExpertReviewTextsUpdate,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ texts: expertReviewArticles.texts })
      .from(expertReviewArticles)
      .where(eq(expertReviewArticles.slug, slug))
      .for('update');
    if (!row) return false;
    await tx
      .update(expertReviewArticles)
      .set({ texts: { ...row.texts, [locale]: texts } })
      .where(eq(expertReviewArticles.slug, slug));
    return true;
  });
}

/** Sets the review's own image (an uploaded one) or goes back to the model's artwork (null). */
export async function saveExpertReviewImage(db: Db, slug: string, image: string | null): Promise<boolean> {
  const rows = await db
    .update(expertReviewArticles)
    .set({ image })
    .where(eq(expertReviewArticles.slug, slug))
    .returning({ slug: expertReviewArticles.slug });
  return rows.length > 0;
}
