import type { ModelSummary } from '@cvb/contracts';
import { pageOrigin } from '@cvb/mfe-kit';
import { buildProductListJsonLd, serializeJsonLd, type StructuredProductItem } from '../seo';

function toStructuredItem(model: ModelSummary): StructuredProductItem {
  return {
    brandName: model.brandName,
    Name: model.name,
    brandSlug: model.brandSlug,
    slug: model.slug,
    minComparePrice: model.minPrice,
    angleImage: model.angleImage,
  };
}

export interface ProductListJsonLdScriptProps {
  models: readonly ModelSummary[];
  /** The vertical's base path, e.g. /trucks; model URLs are {origin}{basePath}/{brand}/{model}. */
  basePath: string;
  listName: string;
}

/**
 * The list's schema.org ItemList (docs/domain.md#structured-data: at most ten products with a positive price, in INR) as a
 * `<script type="application/ld+json">`, with `<` escaped so no model name can close the tag.
 */
export function ProductListJsonLdScript({ models, basePath, listName }: ProductListJsonLdScriptProps) {
  const origin = pageOrigin();
  const data = buildProductListJsonLd(models.map(toStructuredItem), {
    vehicleBaseUrl: `${origin}${basePath}`,
    siteOrigin: origin,
    listName,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
