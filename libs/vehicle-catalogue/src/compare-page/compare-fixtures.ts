import type { CompareResponse, VariantSummary } from '@cvb/contracts';
import { aceSpecs } from '../testing/ace-specs';

type ComparedVariant = CompareResponse['variants'][number];

/** Test data of the compare page, shaped as the API answers: the Tata Ace Gold's STD as `compare` lists it. */
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
