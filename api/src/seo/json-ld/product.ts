import type { JsonLdObject } from '@cvb/contracts';

const IN_STOCK = 'https://schema.org/InStock';
const PRE_ORDER = 'https://schema.org/PreOrder';
const DISCONTINUED = 'https://schema.org/Discontinued';

/** A model's or variant's sale state as schema.org availability. */
export function availabilityOf(status: 'on-sale' | 'upcoming' | 'discontinued' | 'expired'): string {
  if (status === 'upcoming') return PRE_ORDER;
  return status === 'on-sale' ? IN_STOCK : DISCONTINUED;
}

interface ProductFacts {
  name: string;
  brandName: string;
  url: string;
  image: string;
  description: string;
  category?: string;
  /** A visitors' rating summary, when there are reviews. */
  rating?: { average: number; count: number };
}

function productBase(facts: ProductFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    brand: { '@type': 'Brand', name: facts.brandName },
    url: facts.url,
    image: [facts.image],
    description: facts.description,
    ...(facts.category ? { category: facts.category } : {}),
    ...(facts.rating && facts.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(facts.rating.average * 10) / 10,
            reviewCount: facts.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * A model page's Product: an AggregateOffer in INR over its priced variants (ex-showroom), or no offer when
 * nothing is priced yet (an upcoming model's expected price is no offer).
 */
export function modelProduct(
  facts: ProductFacts,
  prices: readonly number[],
  availability: string,
): JsonLdObject {
  if (prices.length === 0) return productBase(facts);
  return {
    ...productBase(facts),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability,
      url: facts.url,
    },
  };
}

/** A variant page's Product with one Offer in INR at its ex-showroom price (none while the price is coming). */
export function variantProduct(
  facts: ProductFacts,
  price: number | null,
  availability: string,
): JsonLdObject {
  if (price === null) return productBase(facts);
  return {
    ...productBase(facts),
    offers: { '@type': 'Offer', priceCurrency: 'INR', price, availability, url: facts.url },
  };
}
