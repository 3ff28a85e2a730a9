import type { UsedAdCard, UsedAdDetail, UsedAdList, UsedMyAd, UsedValuation } from '@cvb/contracts';

/** A used Mahindra 575 DI in Pune, as a list answers it. */
export function adCardFixture(overrides: Partial<UsedAdCard> = {}): UsedAdCard {
  return {
    id: 123,
    path: '/used-tractors/mahindra-575-di-2019-pune-123',
    vertical: 'tractor',
    brand: 'Mahindra',
    brandSlug: 'mahindra',
    model: '575 DI',
    modelSlug: '575-di',
    variant: 'XP Plus',
    year: 2019,
    kmsDriven: 4200,
    owner: '1st',
    fuel: 'diesel',
    city: 'Pune',
    state: 'Maharashtra',
    stateSlug: 'maharashtra',
    price: 420_000,
    status: 'active',
    createdAt: '2026-11-20T06:30:00.000Z',
    photo: { url: '/api/used-market/photos/123-1.webp', width: 800, height: 600 },
    photoCount: 2,
    ...overrides,
  };
}

export function adListFixture(overrides: Partial<UsedAdList> = {}): UsedAdList {
  return {
    vertical: 'tractor',
    ads: [adCardFixture()],
    total: 1,
    page: 1,
    pageSize: 12,
    facets: {
      brand: [
        { value: 'mahindra', label: 'Mahindra', count: 14 },
        { value: 'sonalika', label: 'Sonalika', count: 6 },
      ],
      model: [],
      state: [
        { value: 'maharashtra', label: 'Maharashtra', count: 9 },
        { value: 'punjab', label: 'Punjab', count: 11 },
      ],
      city: [{ value: 'pune', label: 'Pune', count: 4 }],
      priceBand: [{ value: '2-5-lakh', label: '₹2 Lakh - ₹5 Lakh', count: 7 }],
      year: [{ value: '2019', label: '2019', count: 3 }],
      kms: [],
      owner: [{ value: '1st', label: 'First owner', count: 12 }],
      fuel: [{ value: 'diesel', label: 'Diesel', count: 20 }],
    },
    state: null,
    brand: null,
    ...overrides,
  };
}

export function valuationFixture(overrides: Partial<UsedValuation> = {}): UsedValuation {
  return {
    vertical: 'tractor',
    low: 430_000,
    mid: 460_000,
    high: 490_000,
    newPrice: { amount: 780_000, brandName: 'Mahindra', modelName: '575 DI', variantName: null },
    ageYears: 7,
    curveRetained: 0.62,
    adjustments: [
      { kind: 'kms', factor: 0.96, expectedKms: 3500 },
      { kind: 'owner', factor: 1, expectedKms: null },
    ],
    formulaPrice: 464_000,
    comparison: { count: 5, medianPrice: 450_000, used: true, minimum: 3 },
    ...overrides,
  };
}

export function adDetailFixture(overrides: Partial<UsedAdDetail> = {}): UsedAdDetail {
  return {
    ...adCardFixture(),
    photos: [
      { url: '/api/used-market/photos/123-1.webp', width: 800, height: 600 },
      { url: '/api/used-market/photos/123-2.webp', width: 800, height: 600 },
    ],
    colour: 'Red',
    rto: 'MH-12',
    insuranceType: 'third-party',
    description: 'Single owner, used on our own farm. New rear tyres.',
    sellerFirstName: 'Ramesh',
    views: 37,
    expiresAt: '2027-01-19T06:30:00.000Z',
    soldAt: null,
    catalogueModel: null,
    catalogueModelPath: '/tractors/mahindra/575-di',
    estimate: valuationFixture(),
    priceVsEstimate: { direction: 'below', percent: 8 },
    similar: [
      adCardFixture({
        id: 130,
        path: '/used-tractors/mahindra-575-di-2018-nashik-130',
        city: 'Nashik',
        year: 2018,
        price: 395_000,
      }),
    ],
    ...overrides,
  };
}

export function myAdFixture(overrides: Partial<UsedMyAd> = {}): UsedMyAd {
  return {
    ...adCardFixture(),
    moderation: 'live',
    views: 37,
    contacts: 2,
    expiresAt: '2027-01-19T06:30:00.000Z',
    soldAt: null,
    description: 'Single owner.',
    colour: 'Red',
    insuranceType: 'third-party',
    ...overrides,
  };
}
