import {
  buildProductListJsonLd,
  cityName,
  listPagePath,
  vehicleDisplayName,
  type FilterPageQuery,
  type JsonLdObject,
  type ListPageDefinition,
  type ModelSummary,
  type VerticalDefinition,
} from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { and, eq } from 'drizzle-orm';
import { listCities } from '../../catalogue/engine/city-records';
import { filterPage } from '../../catalogue/engine/filter-page';
import { brands } from '../../db/schema';
import { catalogueText } from '../catalogue-headings';
import { NOT_FOUND, type Crumb, type PageSeo, type Resolution, type SeoContext } from '../page-seo';
import { pageUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import { listHeading } from './list-heading';
import { modelPicture } from './model-picture';
import type { VerticalTool } from './vertical-page-kind';

/** The models a list or brand page shows first (its JSON-LD names up to ten, docs/domain.md#structured-data). */
async function modelsOf(
  context: SeoContext,
  definition: VerticalDefinition,
  query: Partial<FilterPageQuery>,
): Promise<ModelSummary[]> {
  const answer = await filterPage(context.db, definition, {
    dimensions: {},
    pageSize: 100,
    locale: context.locale,
    ...query,
  });
  return answer.items;
}

function productList(
  context: SeoContext,
  definition: VerticalDefinition,
  models: ModelSummary[],
  name: string,
): JsonLdObject {
  const list = buildProductListJsonLd(
    models.map((model) => ({
      brandName: model.brandName,
      Name: vehicleDisplayName(model),
      brandSlug: model.brandSlug,
      slug: model.slug,
      minComparePrice: model.minPrice,
      angleImage: modelPicture({
        brandSlug: model.brandSlug,
        slug: model.slug,
        angleImage: model.angleImage,
      }),
    })),
    {
      vehicleBaseUrl: pageUrl(context.origin, definition.basePath, context.locale),
      siteOrigin: context.origin,
      listName: name,
    },
  );
  return { ...list };
}

/** "Ex-showroom prices from ₹4.00 Lakh to ₹60.00 Lakh." of the models shown, or nothing without prices. */
function priceSentence(context: SeoContext, models: readonly ModelSummary[]): string {
  const prices = models.flatMap((model) => (model.minPrice && model.minPrice > 0 ? [model.minPrice] : []));
  const highs = models.flatMap((model) => (model.maxPrice && model.maxPrice > 0 ? [model.maxPrice] : []));
  if (prices.length === 0) return '';
  const min = formatRupees(Math.min(...prices), context.locale, { beforeFrom: true });
  const max = formatRupees(Math.max(...prices, ...highs), context.locale, { beforeFrom: true });
  return fill(min === max ? context.texts.vehicle.priceFrom : context.texts.vehicle.priceRange, { min, max });
}

const sectionCrumb = (context: SeoContext, definition: VerticalDefinition): Crumb => ({
  name: context.texts.sections[definition.key],
  path: definition.basePath,
});

const firstPicture = (models: readonly ModelSummary[]) =>
  models[0] &&
  modelPicture({ brandSlug: models[0].brandSlug, slug: models[0].slug, angleImage: models[0].angleImage });

/** The vertical's landing: its heading and lead, its popular models as an ItemList. */
export async function landingSeo(context: SeoContext, definition: VerticalDefinition): Promise<PageSeo> {
  const { locale, texts } = context;
  const heading =
    catalogueText(locale, ['landing', definition.key, 'title']) ?? texts.sections[definition.key];
  const popular = await modelsOf(context, definition, { pageType: 'popular', pageSize: 10 });
  return {
    title: fill(texts.vehicle.sectionTitle, { heading }),
    description: catalogueText(locale, ['landing', definition.key, 'lead']) ?? '',
    image: firstPicture(popular),
    crumbs: [sectionCrumb(context, definition)],
    jsonLd: [productList(context, definition, popular, heading)],
  };
}

/** A list page (budget, type, fuel, popular, latest, upcoming): heading, intro with the price range, ItemList. */
export async function listSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  page: ListPageDefinition,
): Promise<PageSeo> {
  const { heading, intro } = listHeading(definition, page, context.locale);
  const models = await modelsOf(context, definition, { pageType: page.apiPageType });
  return {
    title: fill(context.texts.vehicle.sectionTitle, { heading }),
    description: [intro, priceSentence(context, models)].filter(Boolean).join(' '),
    image: firstPicture(models),
    crumbs: [sectionCrumb(context, definition), { name: heading, path: listPagePath(definition, page) }],
    jsonLd: [productList(context, definition, models, heading)],
  };
}

/** The heading of a tool page in the catalogue's texts. */
function toolHeadingPath(definition: VerticalDefinition, tool: VerticalTool): string[] {
  switch (tool) {
    case 'search':
      return ['search', 'titles', definition.key];
    case 'brands':
      return ['brandsTitle', definition.key];
    case 'compare':
      return ['landing', definition.key, 'compare'];
    case 'emi-calculator':
      return ['landing', definition.key, 'emi'];
    case 'cost-of-ownership':
      return ['runningCost', 'title', definition.key];
    case 'trip-cost-calculator':
      return ['tripCost', 'title'];
    case 'used':
      return ['usedVehicles', 'title', definition.key];
  }
}

const TOOL_DESCRIPTION = {
  search: 'search',
  brands: 'brands',
  compare: 'compare',
  'emi-calculator': 'emi',
  'cost-of-ownership': 'costOfOwnership',
  'trip-cost-calculator': 'tripCost',
  used: 'used',
} as const satisfies Record<VerticalTool, string>;

/** Search, brands, compare, EMI and used vehicles: the tool's heading and what it does. */
export function toolSeo(context: SeoContext, definition: VerticalDefinition, tool: VerticalTool): PageSeo {
  const heading = catalogueText(context.locale, toolHeadingPath(definition, tool)) ?? tool;
  const path =
    tool === 'used' ? `${definition.basePath}/used-${definition.plural}` : `${definition.basePath}/${tool}`;
  return {
    title: heading,
    description: fill(context.texts.vehicle[TOOL_DESCRIPTION[tool]], { heading }),
    crumbs: [sectionCrumb(context, definition), { name: heading, path }],
    jsonLd: [],
  };
}

async function brandOf(context: SeoContext, definition: VerticalDefinition, slug: string) {
  const [brand] = await context.db
    .select({ name: brands.name, slug: brands.slug })
    .from(brands)
    .where(and(eq(brands.vertical, definition.key), eq(brands.slug, slug)))
    .limit(1);
  return brand;
}

/** A brand's models page; not found when the vertical has no such brand. */
export async function brandSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  brandSlug: string,
): Promise<Resolution> {
  const brand = await brandOf(context, definition, brandSlug);
  if (!brand) return NOT_FOUND;
  const values = { brand: brand.name };
  const heading =
    catalogueText(context.locale, ['lists', definition.key, 'brand', 'title'], values) ?? brand.name;
  const intro = catalogueText(context.locale, ['lists', definition.key, 'brand', 'intro'], values) ?? '';
  const models = await modelsOf(context, definition, { dimensions: { brandSlugs: [brand.slug] } });
  return {
    title: fill(context.texts.vehicle.brandTitle, { heading }),
    description: [intro, priceSentence(context, models)].filter(Boolean).join(' '),
    image: firstPicture(models),
    crumbs: [
      sectionCrumb(context, definition),
      { name: heading, path: `${definition.basePath}/${brand.slug}` },
    ],
    jsonLd: [productList(context, definition, models, heading)],
  };
}

/** The dealer pages: all brands, one brand, or one brand in one city (unknown brand or city: not found). */
export async function dealersSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  brandSlug?: string,
  citySlug?: string,
): Promise<Resolution> {
  const { locale, texts } = context;
  const homeHeading = catalogueText(locale, ['dealers', 'title', definition.key]) ?? definition.dealersPath;
  const crumbs: Crumb[] = [
    sectionCrumb(context, definition),
    { name: homeHeading, path: definition.dealersPath },
  ];
  if (!brandSlug) {
    return {
      title: homeHeading,
      description: fill(texts.vehicle.dealers, { heading: homeHeading }),
      crumbs,
      jsonLd: [],
    };
  }
  const brand = await brandOf(context, definition, brandSlug);
  if (!brand) return NOT_FOUND;
  const brandPath = `${definition.dealersPath}/${brand.slug}`;
  const brandHeading = catalogueText(locale, ['dealers', 'brandTitle'], { brand: brand.name }) ?? brand.name;
  crumbs.push({ name: brandHeading, path: brandPath });
  if (!citySlug) {
    return {
      title: brandHeading,
      description: fill(texts.vehicle.dealersBrand, { heading: brandHeading }),
      crumbs,
      jsonLd: [],
    };
  }
  const city = (await listCities(context.db)).find((candidate) => candidate.slug === citySlug);
  if (!city) return NOT_FOUND;
  const cityInLanguage = cityName(city.name, locale);
  const cityHeading =
    catalogueText(locale, ['dealers', 'cityTitle'], { brand: brand.name, city: cityInLanguage }) ??
    cityInLanguage;
  crumbs.push({ name: cityHeading, path: `${brandPath}/${city.slug}` });
  return {
    title: cityHeading,
    description: fill(texts.vehicle.dealersCity, { heading: cityHeading }),
    crumbs,
    jsonLd: [],
  };
}
