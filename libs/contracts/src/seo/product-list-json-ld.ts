/** A model on a list page, with the field names of the structured product list item (docs/domain.md#structured-data). */
export interface StructuredProductItem {
  brandName: string;
  Name: string;
  brandSlug: string;
  slug: string;
  minComparePrice: number | null;
  angleImage: string | null;
}

export interface ProductListJsonLdOptions {
  /** Absolute URL of the vertical, e.g. https://cvbazaar.in/trucks; model URLs are {base}/{brandSlug}/{slug}. */
  vehicleBaseUrl: string;
  /** Absolute origin that relative image paths are resolved against, e.g. https://cvbazaar.in. */
  siteOrigin: string;
  /** Name of the list, e.g. the page title. */
  listName?: string;
}

export interface ProductJsonLd {
  '@type': 'Product';
  name: string;
  brand: { '@type': 'Brand'; name: string };
  url: string;
  image?: string;
  offers: { '@type': 'AggregateOffer'; lowPrice: number; priceCurrency: 'INR' };
}

export interface ItemListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  name?: string;
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; item: ProductJsonLd }[];
}

/** Most products one list's structured data names (docs/domain.md#structured-data). */
export const MAX_JSON_LD_ITEMS = 10;

function absoluteImage(image: string | null, siteOrigin: string): string | undefined {
  if (!image) return undefined;
  return new URL(image, siteOrigin).toString();
}

function toProduct(
  item: StructuredProductItem,
  lowPrice: number,
  options: ProductListJsonLdOptions,
): ProductJsonLd {
  const base = options.vehicleBaseUrl.replace(/\/+$/, '');
  const image = absoluteImage(item.angleImage, options.siteOrigin);
  return {
    '@type': 'Product',
    name: item.Name,
    brand: { '@type': 'Brand', name: item.brandName },
    url: `${base}/${encodeURIComponent(item.brandSlug)}/${encodeURIComponent(item.slug)}`,
    ...(image ? { image } : {}),
    offers: { '@type': 'AggregateOffer', lowPrice, priceCurrency: 'INR' },
  };
}

/**
 * schema.org ItemList of Products for a list page (docs/domain.md#structured-data): only items with a positive
 * minComparePrice, at most ten, priced in INR from their minComparePrice.
 */
export function buildProductListJsonLd(
  items: readonly StructuredProductItem[],
  options: ProductListJsonLdOptions,
): ItemListJsonLd {
  const priced = items
    .flatMap((item) =>
      item.minComparePrice !== null && Number.isFinite(item.minComparePrice) && item.minComparePrice > 0
        ? [{ item, lowPrice: item.minComparePrice }]
        : [],
    )
    .slice(0, MAX_JSON_LD_ITEMS);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(options.listName ? { name: options.listName } : {}),
    numberOfItems: priced.length,
    itemListElement: priced.map(({ item, lowPrice }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: toProduct(item, lowPrice, options),
    })),
  };
}

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/**
 * JSON for a `<script type="application/ld+json">` tag: `<`, `>` and `&` as JSON escapes, so no text inside
 * (a title with `</script>` or `<!--`) can close the tag or start markup; JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
