// The builder lives in @cvb/contracts, where the API's page SEO uses it too.
export {
  MAX_JSON_LD_ITEMS,
  buildProductListJsonLd,
  serializeJsonLd,
  type ItemListJsonLd,
  type ProductJsonLd,
  type ProductListJsonLdOptions,
  type StructuredProductItem,
} from '@cvb/contracts';
