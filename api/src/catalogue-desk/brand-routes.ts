import {
  deskBrandConflictSchema,
  deskBrandCreateSchema,
  deskBrandListQuerySchema,
  deskBrandListSchema,
  deskBrandSchema,
  deskBrandUpdateSchema,
  deskLocaleQuerySchema,
  deskMessage,
  deskModelParamsSchema,
  type DeskBrand,
  type LocaleCode,
  type VehicleVertical,
} from '@cvb/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { catalogueBrandDesk } from '../db/schema-catalogue-desk';
import { catalogueChanged } from './catalogue-change-feed';
import { catalogueDesk, localeOf } from './desk-context';
import { DeskConflictError, DeskInputError, DeskNotFoundError } from './desk-errors';
import type { Queryable } from './model-columns';

async function brandsWhere(db: Queryable, where?: ReturnType<typeof eq>): Promise<DeskBrand[]> {
  const modelCount = db
    .select({ brandId: vehicleModels.brandId, models: count().as('models') })
    .from(vehicleModels)
    .groupBy(vehicleModels.brandId)
    .as('model_count');
  const rows = await db
    .select({
      brand: brands,
      desk: catalogueBrandDesk,
      models: sql<number>`coalesce(${modelCount.models}, 0)::int`,
    })
    .from(brands)
    .leftJoin(catalogueBrandDesk, eq(catalogueBrandDesk.brandId, brands.id))
    .leftJoin(modelCount, eq(modelCount.brandId, brands.id))
    .where(where)
    .orderBy(asc(brands.name));
  return rows.map(({ brand, desk, models }) => ({
    id: brand.id,
    vertical: brand.vertical,
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    logo: desk?.logo ?? null,
    version: desk?.version ?? 0,
    modelCount: Number(models),
    updatedBy: desk?.updatedBy ?? null,
    updatedAt: desk?.updatedAt.toISOString() ?? null,
  }));
}

async function brandOf(db: Queryable, id: number): Promise<DeskBrand> {
  const [brand] = await brandsWhere(db, eq(brands.id, id));
  if (!brand) throw new DeskNotFoundError(`No brand ${id}`);
  return brand;
}

async function checkSlugFree(
  db: Queryable,
  vertical: VehicleVertical,
  slug: string,
  id: number,
  locale: LocaleCode,
): Promise<void> {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.vertical, vertical), eq(brands.slug, slug), ne(brands.id, id)));
  if (taken) throw new DeskInputError('slug', deskMessage(locale, 'slugTaken'));
}

/**
 * The brand changed: its search documents and its models' are rewritten (the header search of every instance finds
 * the new name and slug), and every instance rebuilds the vertical's snapshot (its models carry the brand's name).
 */
async function announce(db: Db, vertical: VehicleVertical, id: number, formerSlug: string): Promise<void> {
  await catalogueChanged(db, { vertical, brand: { id, formerSlug } });
}

/**
 * The desk's brand calls: list, open, create and edit (live at once, no draft). An edit names the `version` it
 * was based on; 409 when another editor saved since.
 */
export const deskBrandRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, route, editorOf } = catalogueDesk(app, accounts);

  app.get(
    '/admin/catalogue/brands',
    route({
      summary: 'Every brand of a vertical (of all without one), by name',
      querystring: deskBrandListQuerySchema,
      response: { 200: deskBrandListSchema },
    }),
    async (request) => {
      const { vertical } = request.query;
      return { brands: await brandsWhere(db, vertical ? eq(brands.vertical, vertical) : undefined) };
    },
  );

  app.get(
    '/admin/catalogue/brands/:id',
    route({ summary: 'One brand', params: deskModelParamsSchema, response: { 200: deskBrandSchema } }),
    async (request) => brandOf(db, request.params.id),
  );

  app.post(
    '/admin/catalogue/brands',
    route({
      summary: 'A new brand of a vertical (400 when the slug is taken)',
      querystring: deskLocaleQuerySchema,
      body: deskBrandCreateSchema,
      response: { 201: deskBrandSchema },
    }),
    async (request, reply) => {
      const { vertical, name, slug, description, logo } = request.body;
      const editor = await editorOf(request);
      await checkSlugFree(db, vertical, slug, 0, localeOf(request.query));
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(brands)
          .values({ vertical, name, slug, description })
          .returning({ id: brands.id });
        await tx
          .insert(catalogueBrandDesk)
          .values({ brandId: created.id, logo, version: 1, updatedBy: editor.name, updatedAt: clock() });
        return created.id;
      });
      await announce(db, vertical, id, slug);
      return reply.code(201).send(await brandOf(db, id));
    },
  );

  app.put(
    '/admin/catalogue/brands/:id',
    route({
      summary: 'Edits a brand over the version it was based on (409 when stale)',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskBrandUpdateSchema,
      response: { 200: deskBrandSchema, 409: deskBrandConflictSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const { version, name, slug, description, logo } = request.body;
      const locale = localeOf(request.query);
      const editor = await editorOf(request);
      const current = await brandOf(db, id);
      await checkSlugFree(db, current.vertical, slug, id, locale);
      const moved = await db.transaction(async (tx) => {
        await tx
          .insert(catalogueBrandDesk)
          .values({ brandId: id, version: 0, updatedBy: 'seed', updatedAt: new Date(0) })
          .onConflictDoNothing();
        const [taken] = await tx
          .update(catalogueBrandDesk)
          .set({
            version: sql`${catalogueBrandDesk.version} + 1`,
            logo,
            updatedBy: editor.name,
            updatedAt: clock(),
          })
          .where(and(eq(catalogueBrandDesk.brandId, id), eq(catalogueBrandDesk.version, version)))
          .returning({ version: catalogueBrandDesk.version });
        if (!taken) return false;
        await tx.update(brands).set({ name, slug, description }).where(eq(brands.id, id));
        return true;
      });
      if (!moved) {
        const latest = await brandOf(db, id);
        const changedBy = latest.updatedBy ?? 'seed';
        const changedAt = latest.updatedAt ?? new Date(0).toISOString();
        throw new DeskConflictError({
          message: deskMessage(locale, 'stale', {
            name: changedBy,
            date: new Date(changedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
          }),
          changedBy,
          changedAt,
          current: latest,
        });
      }
      await announce(db, current.vertical, id, current.slug);
      return brandOf(db, id);
    },
  );
};
