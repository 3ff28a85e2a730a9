import { cityName, DEFAULT_CITY, vehicleDisplayName, type VerticalDefinition } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { cachedReviewSummary } from '../../catalogue/cached-review-summary';
import { catalogueOf } from '../../catalogue/engine/catalogue-snapshot';
import { modelContentIn } from '../../catalogue/engine/localized-content';
import type { ModelRecord } from '../../catalogue/engine/model-record';
import { listCities } from '../../catalogue/engine/city-records';
import { catalogueText } from '../catalogue-headings';
import { faqPage } from '../json-ld/faq';
import { availabilityOf, modelProduct, variantProduct } from '../json-ld/product';
import { NOT_FOUND, type Crumb, type Resolution, type SeoContext } from '../page-seo';
import { absoluteUrl, pageUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import { modelPicture } from './model-picture';

/** The city whose price the model page shows first (New Delhi). */
async function defaultCityName(context: SeoContext): Promise<string> {
  const cities = await listCities(context.db);
  const name = (cities.find((city) => city.slug === DEFAULT_CITY.slug) ?? cities[0])?.name ?? '';
  return cityName(name, context.locale);
}

/** Titles mention mileage only for verticals whose spec rows have it (not tractors and machines). */
const showsMileage = (definition: VerticalDefinition) =>
  definition.specRows.some((row) => row.key === 'mileageKmpl');

function modelTrail(context: SeoContext, definition: VerticalDefinition, model: ModelRecord): Crumb[] {
  const brandName = model.brandName;
  return [
    { name: context.texts.sections[definition.key], path: definition.basePath },
    {
      name:
        catalogueText(context.locale, ['lists', definition.key, 'brand', 'title'], { brand: brandName }) ??
        brandName,
      path: `${definition.basePath}/${model.brandSlug}`,
    },
    { name: vehicleDisplayName(model), path: `${definition.basePath}/${model.brandSlug}/${model.slug}` },
  ];
}

/** The model page: price in the default city in the title, Product with AggregateOffer, FAQPage of its FAQ. */
export async function modelSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  brandSlug: string,
  modelSlug: string,
): Promise<Resolution> {
  const catalogue = await catalogueOf(context.db, definition.key);
  const model = catalogue.findModel(brandSlug, modelSlug);
  if (!model) return NOT_FOUND;
  const { locale, texts } = context;
  const name = vehicleDisplayName(model);
  const cityName = await defaultCityName(context);
  const variantPrices = catalogue
    .variantsOfModel(model.id)
    .flatMap((variant) => (variant.price ? [variant.price] : []));
  const prices =
    variantPrices.length > 0
      ? variantPrices
      : [model.minPrice, model.maxPrice].filter((price): price is number => !!price);
  const content = modelContentIn(model, locale);
  const values = { name, city: cityName };
  let title: string;
  let description: string;
  if (prices.length > 0) {
    // Every language's title says "from {{price}}": Telugu and Marathi take the unit word's oblique form before it.
    const price = formatRupees(Math.min(...prices), locale, { beforeFrom: true });
    title = fill(
      showsMileage(definition) ? texts.vehicle.modelTitle : texts.vehicle.modelTitleWithoutMileage,
      { ...values, price },
      locale,
    );
    description = fill(texts.vehicle.modelDescription, { ...values, price }, locale);
  } else if (model.expectedPrice) {
    const price = formatRupees(model.expectedPrice, locale);
    title = fill(texts.vehicle.modelTitleExpected, { ...values, price }, locale);
    description = fill(texts.vehicle.modelDescriptionExpected, { ...values, price }, locale);
  } else {
    title = fill(texts.vehicle.modelTitleWithoutPrice, values, locale);
    description = fill(texts.vehicle.modelDescriptionWithoutPrice, values, locale);
  }
  const path = `${definition.basePath}/${model.brandSlug}/${model.slug}`;
  const picture = modelPicture(model);
  const rating = await cachedReviewSummary(context.db, model.id);
  const product = modelProduct(
    {
      name,
      brandName: model.brandName,
      url: pageUrl(context.origin, path, locale),
      image: absoluteUrl(context.origin, picture),
      description: content.description || description,
      category: texts.sections[definition.key],
      rating:
        rating.averageOverall === null ? undefined : { average: rating.averageOverall, count: rating.count },
    },
    prices,
    availabilityOf(model.status),
  );
  const faq = faqPage(content.faq);
  return {
    title,
    description,
    image: picture,
    crumbs: modelTrail(context, definition, model),
    jsonLd: faq ? [product, faq] : [product],
  };
}

/** A variant page: its own price in the title and a Product with one Offer. */
export async function variantSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  brandSlug: string,
  modelSlug: string,
  variantSlug: string,
): Promise<Resolution> {
  const catalogue = await catalogueOf(context.db, definition.key);
  const variant = catalogue.variantBySlug.get(variantSlug);
  if (!variant || variant.brandSlug !== brandSlug || variant.modelSlug !== modelSlug) return NOT_FOUND;
  const { locale, texts } = context;
  const model = variant.model;
  const name = `${vehicleDisplayName(model)} ${variant.name}`;
  const cityName = await defaultCityName(context);
  const price = variant.price ? formatRupees(variant.price, locale) : null;
  const values = { name, city: cityName, price: price ?? '' };
  const path = `${definition.basePath}/${brandSlug}/${modelSlug}/${variantSlug}`;
  const picture = modelPicture(model);
  const description = fill(
    price ? texts.vehicle.variantDescription : texts.vehicle.variantDescriptionWithoutPrice,
    values,
    locale,
  );
  return {
    title: fill(price ? texts.vehicle.variantTitle : texts.vehicle.variantTitleWithoutPrice, values, locale),
    description,
    image: picture,
    crumbs: [...modelTrail(context, definition, model), { name, path }],
    jsonLd: [
      variantProduct(
        {
          name,
          brandName: model.brandName,
          url: pageUrl(context.origin, path, locale),
          image: absoluteUrl(context.origin, picture),
          description,
          category: texts.sections[definition.key],
        },
        variant.price,
        availabilityOf(model.status),
      ),
    ],
  };
}
