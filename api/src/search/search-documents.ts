import { brandedName, LOCALE_CODES, type LocaleCode, type VehicleVertical } from '@cvb/contracts';
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, newsArticles, tyreBrands, vehicleModels } from '../db/schema';
import { searchDocuments } from '../db/schema-site';
import { searchText, soundKey } from './search-text';
import { SITE_PAGES } from './site-pages';
import { modelLink, TYRE_SECTION, VERTICAL_SECTIONS } from './vertical-sections';

type SearchDocumentRow = typeof searchDocuments.$inferInsert;

const NEWS_POPULARITY = 20;
const PAGE_POPULARITY = 40;

function documentOf(
  fields: Omit<SearchDocumentRow, 'searchText' | 'soundKey' | 'keywords'>,
  name: string,
  keywords: string,
): SearchDocumentRow {
  const text = searchText(name);
  return { ...fields, searchText: text, soundKey: soundKey(text), keywords: searchText(keywords) };
}

/** /trucks/tata-motors */
function brandLink(vertical: VehicleVertical, brandSlug: string): string {
  return `${VERTICAL_SECTIONS[vertical].path}/${brandSlug}`;
}

/** The search documents of the vehicle brands `where` picks (every one by default). */
async function vehicleBrandDocuments(db: Db, where?: SQL): Promise<SearchDocumentRow[]> {
  const vehicleBrands = await db.select().from(brands).where(where);
  return vehicleBrands.map((brand) => {
    const section = VERTICAL_SECTIONS[brand.vertical];
    return documentOf(
      {
        kind: 'brand',
        label: `${brand.name} ${section.label}`,
        link: brandLink(brand.vertical, brand.slug),
        popularity: Math.round(brand.popularity * section.weight),
      },
      brand.name,
      `${section.keywords} brand`,
    );
  });
}

async function brandDocuments(db: Db): Promise<SearchDocumentRow[]> {
  const tyres = await db.select().from(tyreBrands);
  return [
    ...(await vehicleBrandDocuments(db)),
    ...tyres.map((brand) =>
      documentOf(
        {
          kind: 'brand',
          label: `${brand.name} ${TYRE_SECTION.label}`,
          link: `${TYRE_SECTION.path}/${brand.slug}`,
          popularity: Math.round(brand.popularity * TYRE_SECTION.weight),
        },
        brand.name,
        `${TYRE_SECTION.keywords} brand ${brand.segments.join(' ')}`,
      ),
    ),
  ];
}

/** The search documents of the models `where` picks (every model by default); discontinued models are not searched. */
async function modelDocuments(db: Db, where?: SQL): Promise<SearchDocumentRow[]> {
  const models = await db
    .select({
      vertical: vehicleModels.vertical,
      slug: vehicleModels.slug,
      name: vehicleModels.name,
      bodyType: vehicleModels.bodyType,
      fuelType: vehicleModels.fuelType,
      status: vehicleModels.status,
      popularity: vehicleModels.popularity,
      brandSlug: brands.slug,
      brandName: brands.name,
      brandPopularity: brands.popularity,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(notInArray(vehicleModels.status, ['expired', 'discontinued']), where));
  return models.map((model) => {
    const section = VERTICAL_SECTIONS[model.vertical];
    const name = brandedName(model.brandName, model.name);
    return documentOf(
      {
        kind: 'model',
        label: model.name,
        link: modelLink(model.vertical, model.brandSlug, model.slug),
        status: model.status === 'upcoming' ? 'upcoming' : null,
        popularity: Math.round(((model.brandPopularity * model.popularity) / 100) * section.weight),
      },
      name,
      `${section.keywords} ${model.bodyType} ${model.fuelType}`,
    );
  });
}

async function newsDocuments(db: Db): Promise<SearchDocumentRow[]> {
  const articles = await db
    .select({
      slug: newsArticles.slug,
      locale: newsArticles.locale,
      title: newsArticles.title,
      category: newsArticles.category,
    })
    .from(newsArticles)
    .where(eq(newsArticles.published, true));
  return articles.map((article) =>
    documentOf(
      {
        kind: 'news',
        label: article.title,
        link: `/news/${article.slug}`,
        locale: article.locale,
        popularity: NEWS_POPULARITY,
      },
      article.title,
      `news ${article.category}`,
    ),
  );
}

/** Each page in every locale: Hindi label in Hindi, English elsewhere; both spellings find it. */
function pageDocuments(): SearchDocumentRow[] {
  return SITE_PAGES.flatMap((page) =>
    LOCALE_CODES.map((locale: LocaleCode) =>
      documentOf(
        {
          kind: 'page',
          label: locale === 'hi' ? page.label.hi : page.label.en,
          link: page.link,
          locale,
          popularity: PAGE_POPULARITY,
        },
        page.label.en,
        `${page.keywords} ${page.label.hi}`,
      ),
    ),
  );
}

/** Rebuilds the header search's documents from the catalogue, the news and the site's pages. */
export async function refreshSearchDocuments(db: Db): Promise<number> {
  const rows = [
    ...(await brandDocuments(db)),
    ...(await modelDocuments(db)),
    ...(await newsDocuments(db)),
    ...pageDocuments(),
  ];
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(searchDocuments).values(rows.slice(start, start + 500));
    }
  });
  return rows.length;
}

/**
 * Rewrites the search documents of one model after an editor changed it (its page may have moved from
 * `formerLink`): the rest of the index is left as it is.
 */
export async function refreshModelSearchDocument(
  db: Db,
  modelId: number,
  formerLink: string | null,
): Promise<void> {
  const rows = await modelDocuments(db, eq(vehicleModels.id, modelId));
  const links = [...new Set([...rows.map((row) => row.link), ...(formerLink ? [formerLink] : [])])];
  await db.transaction(async (tx) => {
    if (links.length) {
      await tx
        .delete(searchDocuments)
        .where(and(eq(searchDocuments.kind, 'model'), inArray(searchDocuments.link, links)));
    }
    if (rows.length) await tx.insert(searchDocuments).values(rows);
  });
}

/**
 * Rewrites the search documents of a vehicle brand and of its models after an editor renamed it or changed its slug
 * (`formerSlug`: the slug its pages had). The documents are rows every instance searches, so the header search of
 * every instance finds the new name at once.
 */
export async function refreshBrandSearchDocuments(
  db: Db,
  brandId: number,
  formerSlug: string,
): Promise<void> {
  const brandRows = await vehicleBrandDocuments(db, eq(brands.id, brandId));
  const modelRows = await modelDocuments(db, eq(vehicleModels.brandId, brandId));
  const models = await db
    .select({ vertical: vehicleModels.vertical, slug: vehicleModels.slug })
    .from(vehicleModels)
    .where(eq(vehicleModels.brandId, brandId));
  const [brand] = await db.select({ vertical: brands.vertical }).from(brands).where(eq(brands.id, brandId));
  const brandLinks = [
    ...new Set([
      ...brandRows.map((row) => row.link),
      ...(brand ? [brandLink(brand.vertical, formerSlug)] : []),
    ]),
  ];
  const modelLinks = [
    ...new Set([
      ...modelRows.map((row) => row.link),
      ...models.map((model) => modelLink(model.vertical, formerSlug, model.slug)),
    ]),
  ];
  await db.transaction(async (tx) => {
    if (brandLinks.length) {
      await tx
        .delete(searchDocuments)
        .where(and(eq(searchDocuments.kind, 'brand'), inArray(searchDocuments.link, brandLinks)));
    }
    for (let start = 0; start < modelLinks.length; start += 500) {
      await tx
        .delete(searchDocuments)
        .where(
          and(
            eq(searchDocuments.kind, 'model'),
            inArray(searchDocuments.link, modelLinks.slice(start, start + 500)),
          ),
        );
    }
    const rows = [...brandRows, ...modelRows];
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(searchDocuments).values(rows.slice(start, start + 500));
    }
  });
}
