import type { FilterPageResponse, ModelSummary } from '@cvb/contracts';

/** A realistic model row as `filter-page` returns it, for tests; override what the test is about. */
export function modelFixture(overrides: Partial<ModelSummary> = {}): ModelSummary {
  return {
    id: 1,
    vertical: 'truck',
    slug: 'ace-gold',
    name: 'Tata Ace Gold',
    brandSlug: 'tata-motors',
    brandName: 'Tata Motors',
    bodyType: 'mini',
    fuelType: 'diesel',
    transmission: 'manual',
    wheels: 4,
    gvwKg: 1_500,
    payloadKg: 750,
    powerHp: 20,
    seats: null,
    extraSpecs: {},
    minPrice: 399_000,
    maxPrice: 675_000,
    expectedPrice: null,
    expectedLaunch: null,
    status: 'on-sale',
    isPopular: true,
    isLatest: false,
    popularity: 100,
    angleImage: '/api/media/ace-gold.jpg',
    variantCount: 2,
    ...overrides,
  };
}

/** A `filter-page` answer holding these models. */
export function filterPageFixture(items: ModelSummary[], total = items.length): FilterPageResponse {
  return {
    items,
    total,
    page: 1,
    pageSize: 20,
    priceUpdatedOn: '2026-03-01',
    facets: {
      brands: [],
      dimensions: {},
    },
  };
}
