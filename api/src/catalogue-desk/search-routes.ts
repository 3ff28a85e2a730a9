import { deskSearchAnswerSchema, deskSearchQuerySchema, type DeskSearchHit } from '@cvb/contracts';
import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { containsPattern } from '../admin/like-pattern';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { catalogueModelDesk } from '../db/schema-catalogue-desk';
import { catalogueDesk } from './desk-context';

const PAGE_SIZE = 20;
/** Enough of each kind to fill any page a person pages to; a narrower search finds the rest. */
const LIMIT = 1000;

/**
 * GET admin/catalogue/search: brands, models and variants of every vertical by name or slug, filtered by
 * vertical, brand and status (`draft`: a model with an unpublished draft). New models not yet published are
 * found through their draft.
 */
export const deskSearchRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, route } = catalogueDesk(app, accounts);

  app.get(
    '/admin/catalogue/search',
    route({
      summary: 'Brands, models and variants by name, vertical, brand and status',
      querystring: deskSearchQuerySchema,
      response: { 200: deskSearchAnswerSchema },
    }),
    async (request) => {
      const { q, vertical, brandId, status, page } = request.query;
      const pattern = containsPattern(q);
      // "ace gold" finds the slug ace-gold-cng too.
      const slugPattern = containsPattern(q.trim().toLowerCase().replace(/\s+/g, '-'));
      const brandWhere: SQL[] = [or(ilike(brands.name, pattern), ilike(brands.slug, slugPattern)) as SQL];
      if (vertical) brandWhere.push(eq(brands.vertical, vertical));
      if (brandId) brandWhere.push(eq(brands.id, brandId));
      const modelWhere: SQL[] = [];
      if (vertical) modelWhere.push(eq(vehicleModels.vertical, vertical));
      if (brandId) modelWhere.push(eq(vehicleModels.brandId, brandId));
      if (status === 'draft') modelWhere.push(isNotNull(catalogueModelDesk.draft));
      else if (status) modelWhere.push(eq(vehicleModels.status, status));
      const hasDraft = sql<boolean>`${catalogueModelDesk.draft} is not null`;

      const brandHits: DeskSearchHit[] =
        status === undefined
          ? (
              await db
                .select({ id: brands.id, vertical: brands.vertical, name: brands.name })
                .from(brands)
                .where(and(...brandWhere))
                .orderBy(asc(brands.name))
                .limit(LIMIT)
            ).map((brand) => ({
              kind: 'brand',
              id: brand.id,
              modelId: null,
              vertical: brand.vertical,
              brandId: brand.id,
              brandName: brand.name,
              name: brand.name,
              status: null,
              hasDraft: false,
              price: null,
            }))
          : [];
      const models = await db
        .select({
          id: vehicleModels.id,
          vertical: vehicleModels.vertical,
          brandId: vehicleModels.brandId,
          brandName: brands.name,
          name: vehicleModels.name,
          status: vehicleModels.status,
          price: vehicleModels.minPrice,
          hasDraft,
        })
        .from(vehicleModels)
        .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
        .leftJoin(catalogueModelDesk, eq(catalogueModelDesk.modelId, vehicleModels.id))
        .where(
          and(or(ilike(vehicleModels.name, pattern), ilike(vehicleModels.slug, slugPattern)), ...modelWhere),
        )
        .orderBy(asc(vehicleModels.name))
        .limit(LIMIT);
      // Models never published live only in the desk: found by their draft's name.
      const unpublished = (
        await db.select().from(catalogueModelDesk).where(isNotNull(catalogueModelDesk.draft))
      ).filter((row) => {
        const draft = row.draft;
        if (!draft || models.some((model) => model.id === row.modelId)) return false;
        if (vertical && draft.vertical !== vertical) return false;
        if (brandId && draft.brandId !== brandId) return false;
        if (status && status !== 'draft' && draft.status !== status) return false;
        return `${draft.name} ${draft.slug}`.toLowerCase().includes(q.toLowerCase());
      });
      const unpublishedBrands = new Map(
        (await db.select({ id: brands.id, name: brands.name }).from(brands)).map((brand) => [
          brand.id,
          brand.name,
        ]),
      );
      const variants = await db
        .select({
          id: vehicleVariants.id,
          modelId: vehicleVariants.modelId,
          vertical: vehicleVariants.vertical,
          brandId: vehicleModels.brandId,
          brandName: brands.name,
          modelName: vehicleModels.name,
          name: vehicleVariants.name,
          status: vehicleModels.status,
          price: vehicleVariants.price,
          hasDraft,
        })
        .from(vehicleVariants)
        .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
        .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
        .leftJoin(catalogueModelDesk, eq(catalogueModelDesk.modelId, vehicleModels.id))
        .where(
          and(
            or(ilike(vehicleVariants.name, pattern), ilike(vehicleVariants.slug, slugPattern)),
            ...modelWhere,
          ),
        )
        .orderBy(asc(vehicleModels.name), asc(vehicleVariants.position))
        .limit(q ? LIMIT : 0);
      const hits: DeskSearchHit[] = [
        ...brandHits,
        ...unpublished.flatMap((row) =>
          row.draft
            ? [
                {
                  kind: 'model' as const,
                  id: row.modelId,
                  modelId: row.modelId,
                  vertical: row.draft.vertical,
                  brandId: row.draft.brandId,
                  brandName: unpublishedBrands.get(row.draft.brandId) ?? '',
                  name: row.draft.name,
                  status: row.draft.status,
                  hasDraft: true,
                  price: null,
                },
              ]
            : [],
        ),
        ...models.map((model) => ({
          kind: 'model' as const,
          id: model.id,
          modelId: model.id,
          vertical: model.vertical,
          brandId: model.brandId,
          brandName: model.brandName,
          name: model.name,
          status: model.status,
          hasDraft: Boolean(model.hasDraft),
          price: model.price === null ? null : Number(model.price),
        })),
        ...variants.map((variant) => ({
          kind: 'variant' as const,
          id: variant.id,
          modelId: variant.modelId,
          vertical: variant.vertical,
          brandId: variant.brandId,
          brandName: variant.brandName,
          name: `${variant.modelName} ${variant.name}`,
          status: variant.status,
          hasDraft: Boolean(variant.hasDraft),
          price: variant.price === null ? null : Number(variant.price),
        })),
      ];
      const start = (page - 1) * PAGE_SIZE;
      return { hits: hits.slice(start, start + PAGE_SIZE), total: hits.length, page, pageSize: PAGE_SIZE };
    },
  );
};
