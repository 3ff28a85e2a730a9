import { VERTICAL_DEFINITIONS, type LocaleCode, type ModelDetail } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands } from '../db/schema';
import { modelDetail } from '../catalogue/engine/model-detail';
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

/**
 * The model page's answer made from the model's draft (its live version when it has none): the draft is written
 * to the live rows in a transaction, the page's answer is made from them by the same engine as the public page
 * (`modelDetail`, over a snapshot of that transaction), and the transaction is rolled back. So the preview shows
 * exactly what a publish would, and nothing of it is ever seen by anyone else or kept (no price history either).
 */
export async function previewDetail(db: Db, modelId: number, query: PreviewQuery): Promise<ModelDetail> {
  const [desk, published] = await Promise.all([deskRowOf(db, modelId), publishedDocumentOf(db, modelId)]);
  const document = desk?.draft ?? published;
  if (!document) throw new DeskNotFoundError(`No model ${modelId}`);
  const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, document.brandId));
  if (!brand) throw new DeskNotFoundError(`No brand ${document.brandId}`);
  let detail: ModelDetail | null = null;
  try {
    await db.transaction(async (tx) => {
      const live = await liveRowsOf(tx, modelId);
      await writeModelRows(tx, modelId, document, live?.model ?? null);
      detail = await modelDetail(tx, VERTICAL_DEFINITIONS[document.vertical], {
        brandSlug: brand.slug,
        modelSlug: document.slug,
        city: query.city,
        locale: query.locale,
      });
      throw new PreviewRollback();
    });
  } catch (error) {
    if (!(error instanceof PreviewRollback)) throw error;
  }
  if (!detail) throw new DeskNotFoundError(`No preview of model ${modelId}`);
  return detail;
}
