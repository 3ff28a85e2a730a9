import {
  ALL_VERTICAL_DEFINITIONS,
  errorResponseSchema,
  priceHistorySchema,
  type PriceHistory,
} from '@cvb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCache } from '../catalogue/answer-cache';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { cataloguePriceHistory } from '../db/schema-catalogue-desk';
import { NotFoundError } from '../http/not-found';
import { indiaDay } from '../alerts/india-clock';

const slug = z.string().regex(/^[a-z0-9-]{1,160}$/, 'must be a slug');
const paramsSchema = z.object({ brandSlug: slug, modelSlug: slug });

/** A model's price history: each variant's prices oldest first (India days), and whether any ever changed. */
async function priceHistoryOf(
  db: Db,
  vertical: (typeof ALL_VERTICAL_DEFINITIONS)[number]['key'],
  brandSlug: string,
  modelSlug: string,
): Promise<PriceHistory> {
  const [model] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(
      and(
        eq(vehicleModels.vertical, vertical),
        eq(brands.slug, brandSlug),
        eq(vehicleModels.slug, modelSlug),
      ),
    );
  if (!model) throw new NotFoundError(`No ${vertical} model ${brandSlug}/${modelSlug}`);
  const rows = await db
    .select({
      variantId: vehicleVariants.id,
      slug: vehicleVariants.slug,
      name: vehicleVariants.name,
      price: cataloguePriceHistory.price,
      changedAt: cataloguePriceHistory.changedAt,
    })
    .from(vehicleVariants)
    .innerJoin(cataloguePriceHistory, eq(cataloguePriceHistory.variantId, vehicleVariants.id))
    .where(eq(vehicleVariants.modelId, model.id))
    .orderBy(
      asc(vehicleVariants.position),
      asc(vehicleVariants.id),
      asc(cataloguePriceHistory.changedAt),
      asc(cataloguePriceHistory.id),
    );
  const variants = new Map<number, PriceHistory['variants'][number]>();
  let latest: Date | null = null;
  for (const row of rows) {
    const variant = variants.get(row.variantId) ?? { slug: row.slug, name: row.name, prices: [] };
    variant.prices.push({ price: Number(row.price), from: indiaDay(row.changedAt) });
    variants.set(row.variantId, variant);
    if (!latest || row.changedAt > latest) latest = row.changedAt;
  }
  const list = [...variants.values()];
  return {
    changed: list.some((variant) => variant.prices.length > 1),
    updatedOn: latest ? indiaDay(latest) : null,
    variants: list,
  };
}

/**
 * GET {prefix}/price-history/:brandSlug/:modelSlug of every vertical (public): every ex-showroom price each
 * variant had (kept by the variants' trigger), answered from the serialized-answer cache like the model page.
 */
export const priceHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = answerCache(db);
  for (const definition of ALL_VERTICAL_DEFINITIONS) {
    app.get(
      `/${definition.api.prefix}/price-history/:brandSlug/:modelSlug`,
      {
        onRequest: cache.onRequest,
        onSend: cache.onSend,
        schema: {
          tags: [definition.plural],
          summary: "A model's ex-showroom price history per variant",
          params: paramsSchema,
          response: { 200: priceHistorySchema, 404: errorResponseSchema },
        },
      },
      async (request) =>
        priceHistoryOf(db, definition.key, request.params.brandSlug, request.params.modelSlug),
    );
  }
};
