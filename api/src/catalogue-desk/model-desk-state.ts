import { missingTexts, type DeskModel, type DeskModelDocument } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import { brands } from '../db/schema';
import { catalogueModelDesk, catalogueModelVersions } from '../db/schema-catalogue-desk';
import { modelLink } from '../search/vertical-sections';
import { documentOf, liveRowsOf } from './document-of-rows';
import type { Queryable } from './model-columns';

export type DeskRow = typeof catalogueModelDesk.$inferSelect;

export async function deskRowOf(db: Queryable, modelId: number): Promise<DeskRow | undefined> {
  const [row] = await db.select().from(catalogueModelDesk).where(eq(catalogueModelDesk.modelId, modelId));
  return row;
}

/** The latest publish of a model through the desk, if any. */
async function latestVersionOf(db: Queryable, modelId: number) {
  const [row] = await db
    .select()
    .from(catalogueModelVersions)
    .where(eq(catalogueModelVersions.modelId, modelId))
    .orderBy(desc(catalogueModelVersions.version))
    .limit(1);
  return row;
}

/** The live document of a model (null before its first publish). */
export async function publishedDocumentOf(db: Queryable, modelId: number): Promise<DeskModelDocument | null> {
  const live = await liveRowsOf(db, modelId);
  if (!live) return null;
  const [desk, latest] = await Promise.all([deskRowOf(db, modelId), latestVersionOf(db, modelId)]);
  return documentOf(live.model, live.variants, {
    expectedPriceMax: latest?.document.expectedPriceMax ?? null,
    successorModelId: desk?.successorModelId ?? null,
  });
}

/** A model as the desk shows it (GET admin/catalogue/models/:id), or null when there is no such model. */
export async function deskModelOf(db: Queryable, modelId: number): Promise<DeskModel | null> {
  const [live, desk, latest] = await Promise.all([
    liveRowsOf(db, modelId),
    deskRowOf(db, modelId),
    latestVersionOf(db, modelId),
  ]);
  if (!live && !desk) return null;
  const document = live
    ? documentOf(live.model, live.variants, {
        expectedPriceMax: latest?.document.expectedPriceMax ?? null,
        successorModelId: desk?.successorModelId ?? null,
      })
    : null;
  let pagePath: string | null = null;
  if (live) {
    const [brand] = await db
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.id, live.model.brandId));
    pagePath = brand ? modelLink(live.model.vertical, brand.slug, live.model.slug) : null;
  }
  const draft = desk?.draft ?? null;
  const shown = draft ?? document;
  // The draft's page (its brand and slug may differ from the live ones), opened with `?preview=`.
  let previewPath: string | null = null;
  if (draft) {
    const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, draft.brandId));
    previewPath = brand ? `${modelLink(draft.vertical, brand.slug, draft.slug)}?preview=${modelId}` : null;
  }
  return {
    id: modelId,
    version: desk?.version ?? 0,
    published: document
      ? {
          version: desk?.publishedVersion ?? 0,
          document,
          stamp: latest
            ? { by: latest.publishedBy, at: latest.publishedAt.toISOString() }
            : { by: 'seed', at: '' },
        }
      : null,
    draft:
      draft && desk
        ? {
            document: draft,
            stamp: {
              by: desk.draftSavedBy ?? desk.updatedBy,
              at: (desk.draftSavedAt ?? desk.updatedAt).toISOString(),
            },
          }
        : null,
    missingTexts: shown ? missingTexts(shown.texts) : {},
    pagePath,
    previewPath,
  };
}
