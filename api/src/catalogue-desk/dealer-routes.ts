import {
  deskDealerConflictSchema,
  deskDealerCreateSchema,
  deskDealerListQuerySchema,
  deskDealerListSchema,
  deskDealerSchema,
  deskDealerUpdateSchema,
  deskLocaleQuerySchema,
  deskMessage,
  deskModelParamsSchema,
  deskVersionSchema,
  type DeskDealer,
  type DeskDealerCreate,
  type DeskDealerService,
  type LocaleCode,
} from '@cvb/contracts';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { containsPattern } from '../admin/like-pattern';
import { brands, cities, dealers } from '../db/schema';
import { catalogueDealerDesk } from '../db/schema-catalogue-desk';
import { catalogueChanged } from './catalogue-change-feed';
import { catalogueDesk, localeOf, type Editor } from './desk-context';
import { DeskConflictError, DeskInputError, DeskNotFoundError } from './desk-errors';
import type { Queryable } from './model-columns';
import { openDealer } from './open-dealers';

const PAGE_SIZE = 50;

const dealerColumns = { dealer: dealers, brandName: brands.name, desk: catalogueDealerDesk };

function toDesk(row: {
  dealer: typeof dealers.$inferSelect;
  brandName: string;
  desk: typeof catalogueDealerDesk.$inferSelect | null;
}): DeskDealer {
  const { dealer, desk } = row;
  return {
    id: dealer.id,
    vertical: dealer.vertical,
    brandId: dealer.brandId,
    brandName: row.brandName,
    name: dealer.name,
    services: desk?.services ?? (dealer.kind === 'service-centre' ? 'service' : 'sales'),
    address: dealer.address,
    city: dealer.city,
    state: dealer.state,
    pincode: dealer.pincode,
    phone: dealer.phone,
    hours: desk?.hours ?? '',
    closedAt: desk?.closed ? (desk.closedAt?.toISOString() ?? null) : null,
    version: desk?.version ?? 0,
  };
}

async function dealerOf(db: Queryable, id: number): Promise<DeskDealer> {
  const [row] = await db
    .select(dealerColumns)
    .from(dealers)
    .innerJoin(brands, eq(brands.id, dealers.brandId))
    .leftJoin(catalogueDealerDesk, eq(catalogueDealerDesk.dealerId, dealers.id))
    .where(eq(dealers.id, id));
  if (!row) throw new DeskNotFoundError(`No dealer ${id}`);
  return toDesk(row);
}

const kindOf = (services: DeskDealerService) => (services === 'service' ? 'service-centre' : 'dealer');

/** The dealer's row values: the brand's vertical, the city of the site's list (by slug or name). */
async function rowValues(db: Queryable, body: DeskDealerCreate, locale: LocaleCode) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, body.brandId));
  if (!brand) throw new DeskInputError('brandId', deskMessage(locale, 'unknownBrand'));
  const wanted = body.city.trim();
  const [city] = await db
    .select()
    .from(cities)
    .where(or(eq(cities.slug, wanted.toLowerCase()), ilike(cities.name, wanted)));
  if (!city) throw new DeskInputError('city', deskMessage(locale, 'unknownCity'));
  return {
    brandId: brand.id,
    vertical: brand.vertical,
    kind: kindOf(body.services),
    name: body.name,
    address: body.address,
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    pincode: body.pincode,
    phone: body.phone,
  } as const;
}

/**
 * The desk's dealers and service centres: list, create, edit and close (a closed one leaves the site's dealer
 * lists and counts). Edits and closing name the `version` they were based on; 409 when stale.
 */
export const deskDealerRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, route, editorOf } = catalogueDesk(app, accounts);

  /** Takes the dealer's next version and runs `write`; 409 with the newer state when `version` is stale. */
  async function atVersion(
    id: number,
    version: number,
    editor: Editor,
    locale: LocaleCode,
    write: (tx: Queryable) => Promise<void>,
  ) {
    const current = await dealerOf(db, id);
    const moved = await db.transaction(async (tx) => {
      await tx
        .insert(catalogueDealerDesk)
        .values({
          dealerId: id,
          services: current.services,
          version: 0,
          updatedBy: 'seed',
          updatedAt: new Date(0),
        })
        .onConflictDoNothing();
      const [taken] = await tx
        .update(catalogueDealerDesk)
        .set({ version: sql`${catalogueDealerDesk.version} + 1`, updatedBy: editor.name, updatedAt: clock() })
        .where(and(eq(catalogueDealerDesk.dealerId, id), eq(catalogueDealerDesk.version, version)))
        .returning({ version: catalogueDealerDesk.version });
      if (!taken) return false;
      await write(tx);
      return true;
    });
    if (moved) {
      await catalogueChanged(db, { vertical: current.vertical });
      return dealerOf(db, id);
    }
    const [desk] = await db.select().from(catalogueDealerDesk).where(eq(catalogueDealerDesk.dealerId, id));
    const changedBy = desk?.updatedBy ?? 'seed';
    const changedAt = (desk?.updatedAt ?? new Date(0)).toISOString();
    throw new DeskConflictError({
      message: deskMessage(locale, 'stale', {
        name: changedBy,
        date: new Date(changedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
      }),
      changedBy,
      changedAt,
      current: await dealerOf(db, id),
    });
  }

  app.get(
    '/admin/catalogue/dealers',
    route({
      summary: 'Dealers and service centres by name or city, newest first',
      querystring: deskDealerListQuerySchema,
      response: { 200: deskDealerListSchema },
    }),
    async (request) => {
      const { q, vertical, brandId, includeClosed, page } = request.query;
      const pattern = containsPattern(q);
      const where: (SQL | undefined)[] = [
        or(ilike(dealers.name, pattern), ilike(dealers.city, pattern)),
        vertical ? eq(dealers.vertical, vertical) : undefined,
        brandId ? eq(dealers.brandId, brandId) : undefined,
        includeClosed ? undefined : openDealer(),
      ];
      const [total] = await db
        .select({ value: count() })
        .from(dealers)
        .where(and(...where));
      const rows = await db
        .select(dealerColumns)
        .from(dealers)
        .innerJoin(brands, eq(brands.id, dealers.brandId))
        .leftJoin(catalogueDealerDesk, eq(catalogueDealerDesk.dealerId, dealers.id))
        .where(and(...where))
        .orderBy(desc(dealers.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      return { dealers: rows.map(toDesk), total: Number(total?.value ?? 0), page, pageSize: PAGE_SIZE };
    },
  );

  app.post(
    '/admin/catalogue/dealers',
    route({
      summary: 'A new dealer or service centre (live at once)',
      querystring: deskLocaleQuerySchema,
      body: deskDealerCreateSchema,
      response: { 201: deskDealerSchema },
    }),
    async (request, reply) => {
      const editor = await editorOf(request);
      const values = await rowValues(db, request.body, localeOf(request.query));
      const id = await db.transaction(async (tx) => {
        const [created] = await tx.insert(dealers).values(values).returning({ id: dealers.id });
        await tx.insert(catalogueDealerDesk).values({
          dealerId: created.id,
          services: request.body.services,
          hours: request.body.hours,
          version: 1,
          updatedBy: editor.name,
          updatedAt: clock(),
        });
        return created.id;
      });
      await catalogueChanged(db, { vertical: values.vertical });
      return reply.code(201).send(await dealerOf(db, id));
    },
  );

  app.put(
    '/admin/catalogue/dealers/:id',
    route({
      summary: 'Edits a dealer or service centre over the version it was based on',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskDealerUpdateSchema,
      response: { 200: deskDealerSchema, 409: deskDealerConflictSchema },
    }),
    async (request) => {
      const locale = localeOf(request.query);
      const values = await rowValues(db, request.body, locale);
      return atVersion(
        request.params.id,
        request.body.version,
        await editorOf(request),
        locale,
        async (tx) => {
          await tx.update(dealers).set(values).where(eq(dealers.id, request.params.id));
          await tx
            .update(catalogueDealerDesk)
            .set({ services: request.body.services, hours: request.body.hours })
            .where(eq(catalogueDealerDesk.dealerId, request.params.id));
        },
      );
    },
  );

  app.post(
    '/admin/catalogue/dealers/:id/close',
    route({
      summary: 'Closes a dealer or service centre: it leaves the site',
      params: deskModelParamsSchema,
      querystring: deskLocaleQuerySchema,
      body: deskVersionSchema,
      response: { 200: deskDealerSchema, 409: deskDealerConflictSchema },
    }),
    async (request) =>
      atVersion(
        request.params.id,
        request.body.version,
        await editorOf(request),
        localeOf(request.query),
        async (tx) => {
          await tx
            .update(catalogueDealerDesk)
            .set({ closed: true, closedAt: clock() })
            .where(eq(catalogueDealerDesk.dealerId, request.params.id));
        },
      ),
  );
};
