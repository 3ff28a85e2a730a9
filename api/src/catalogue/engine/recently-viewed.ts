import type { ModelSummary, RecentlyViewedBody } from '@cvb/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recentlyViewed, vehicleModels } from '../../db/schema';
import { NotFoundError } from '../../http/not-found';
import { catalogueOf } from './catalogue-snapshot';
import { toSummary } from './model-records';

export const RECENTLY_VIEWED_LIMIT = 10;

/** Records (or refreshes) that a visitor viewed a model. */
export async function recordView(db: Db, body: RecentlyViewedBody, now: Date = new Date()): Promise<void> {
  const model = (await catalogueOf(db, body.vertical)).models.find(
    (candidate) =>
      candidate.slug === body.modelSlug &&
      (body.brandSlug === undefined || candidate.brandSlug === body.brandSlug),
  );
  if (!model) throw new NotFoundError(`No ${body.vertical} model ${body.modelSlug}`);
  await db
    .insert(recentlyViewed)
    .values({ visitorId: body.visitorId, modelId: model.id, viewedAt: now })
    .onConflictDoUpdate({
      target: [recentlyViewed.visitorId, recentlyViewed.modelId],
      set: { viewedAt: now },
    });
}

/** A visitor's recently viewed models, latest first, at most ten. */
export async function recentViews(db: Db, visitorId: string): Promise<ModelSummary[]> {
  const views = await db
    .select({ modelId: recentlyViewed.modelId, vertical: vehicleModels.vertical })
    .from(recentlyViewed)
    .innerJoin(vehicleModels, eq(vehicleModels.id, recentlyViewed.modelId))
    .where(eq(recentlyViewed.visitorId, visitorId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.id))
    .limit(RECENTLY_VIEWED_LIMIT);
  const summaries = new Map<number, ModelSummary>();
  for (const vertical of new Set(views.map((view) => view.vertical))) {
    const { modelsById } = await catalogueOf(db, vertical);
    for (const view of views.filter((candidate) => candidate.vertical === vertical)) {
      const model = modelsById.get(view.modelId);
      if (model) summaries.set(model.id, toSummary(model));
    }
  }
  return views.flatMap((view) => summaries.get(view.modelId) ?? []);
}
