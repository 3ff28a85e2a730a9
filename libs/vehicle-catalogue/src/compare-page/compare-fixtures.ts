import type { CompareResponse, ModelSummary, VariantSummary, VehicleSpecs } from '@cvb/contracts';

/** Test data of the compare page, shaped as the API answers. */
export const aceSpecs: VehicleSpecs = {
  bodyType: 'mini',
  fuelType: 'diesel',
  transmission: 'manual',
  wheels: 4,
  gvwKg: 1815,
  payloadKg: 750,
  engineCc: 702,
  powerHp: 20,
  torqueNm: 45,
  mileageKmpl: 22.1,
  fuelTankL: 30,
  wheelbaseMm: 2100,
  axle: null,
  chassisType: null,
  seating: 'D+1',
  seats: null,
  drivingRangeKm: null,
  batteryKwh: null,
  chargingTimeH: null,
  warranty: '2 years',
  extraSpecs: {},
};

type ComparedVariant = CompareResponse['variants'][number];

export function comparedVariant(overrides: Partial<ComparedVariant> = {}): ComparedVariant {
  return {
    slug: 'ace-gold-std',
    name: 'STD',
    modelSlug: 'ace-gold',
    modelName: 'Tata Ace Gold',
    brandSlug: 'tata-motors',
    brandName: 'Tata Motors',
    price: 400_000,
    angleImage: '/api/media/ace.jpg',
    specs: aceSpecs,
    ...overrides,
  };
}

export const twoVariants: CompareResponse = {
  variants: [
    comparedVariant(),
    comparedVariant({
      slug: 'intra-v30-cbc',
      name: 'CBC',
      modelSlug: 'intra-v30',
      modelName: 'Tata Intra V30',
      price: null,
      specs: { ...aceSpecs, bodyType: 'small', payloadKg: 1300, seating: null },
    }),
  ],
  differingSpecs: ['bodyType', 'payloadKg', 'seating'],
};

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
    gvwKg: 1815,
    payloadKg: 750,
    powerHp: 20,
    seats: null,
    extraSpecs: {},
    minPrice: 400_000,
    maxPrice: 600_000,
    expectedPrice: null,
    expectedLaunch: null,
    status: 'on-sale',
    isPopular: true,
    isLatest: false,
    popularity: 100,
    angleImage: '/api/media/ace.jpg',
    variantCount: 2,
    ...overrides,
  };
}

export function variantFixture(overrides: Partial<VariantSummary> = {}): VariantSummary {
  return {
    id: 11,
    slug: 'ace-gold-std',
    name: 'STD',
    modelSlug: 'ace-gold',
    modelName: 'Tata Ace Gold',
    brandSlug: 'tata-motors',
    brandName: 'Tata Motors',
    price: 400_000,
    specs: aceSpecs,
    ...overrides,
  };
}
