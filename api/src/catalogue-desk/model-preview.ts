import {
  VERTICAL_DEFINITIONS,
  type DeskModelDocument,
  type LocaleCode,
  type ModelDetail,
  type SeoAnswer,
} from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands } from '../db/schema';
import { modelDetail } from '../catalogue/engine/model-detail';
import { seoAnswer } from '../seo/seo-answer';
import { DeskNotFoundError } from './desk-errors';
import { liveRowsOf } from './document-of-rows';
import { deskRowOf, publishedDocumentOf } from './model-desk-state';
import { writeModelRows } from './write-model-rows';

/** Thrown at the end of a preview's transaction so that nothing it wrote stays. */
class PreviewRollback extends Error {}

export interface PreviewQuery {
  city?: string;
  locale: LocaleCode;
}

/** What a preview reads in its transaction: the database as a publish of the draft would leave it. */
interface PreviewWorld {
  tx: Db;
  document: DeskModelDocument;
  brandSlug: string;
}

/**
 * Runs `read` over the model's draft (its live version when it has none) as if it were published: the draft is
 * written to the live rows in a transaction, `read` answers from them with the public engine (over a snapshot of
 * that transaction), and the transaction is rolled back. So a preview shows exactly what a publish would, and
 * nothing of it is ever seen by anyone else or kept (no price history either). Works for a model never published.
 */
async function inPreview<T>(db: Db, modelId: number, read: (world: PreviewWorld) => Promise<T>): Promise<T> {
  const [desk, published] = await Promise.all([deskRowOf(db, modelId), publishedDocumentOf(db, modelId)]);
  const document = desk?.draft ?? published;
  if (!document) throw new DeskNotFoundError(`No model ${modelId}`);
  const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, document.brandId));
  if (!brand) throw new DeskNotFoundError(`No brand ${document.brandId}`);
  // Filled inside the transaction, read after its rollback.
  const answers: T[] = [];
  try {
    await db.transaction(async (tx) => {
      const live = await liveRowsOf(tx, modelId);
      await writeModelRows(tx, modelId, document, live?.model ?? null);
      answers.push(await read({ tx, document, brandSlug: brand.slug }));
      throw new PreviewRollback();
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  if (answers.length === 0) throw new DeskNotFoundError(`No preview of model ${modelId}`);
  return answers[0];
}

/** The model page's answer made from the model's draft (`modelDetail`, as the public page makes it). */
export function previewDetail(db: Db, modelId: number, query: PreviewQuery): Promise<ModelDetail> {
  return inPreview(db, modelId, ({ tx, document, brandSlug }) =>
    modelDetail(tx, VERTICAL_DEFINITIONS[document.vertical], {
      brandSlug,
      modelSlug: document.slug,
      city: query.city,
      locale: query.locale,
    }),
  );
}

const NOINDEX = 'noindex,nofollow';

/**
 * The head and status of a page (general/seo's answer) as they will be once the model's draft is published: the
 * web server sends it for `?preview=<id>`, so the preview of a model never published is a page (200), not a 404.
 * Always noindex, nofollow; no first view to inline (the preview's data is the editor's alone).
 */
export async function previewSeo(
  db: Db,
  modelId: number,
  query: { path: string; locale: LocaleCode },
  origin: string,
): Promise<SeoAnswer> {
  const answer = await inPreview(db, modelId, ({ tx }) => seoAnswer(tx, query, origin));
  const { firstView: _firstView, ...head } = answer;
  return { ...head, seo: { ...head.seo, robots: NOINDEX } };
}
