import type { ModelDetail, ModelSummary, Variant, VariantDetail } from '@cvb/contracts';
import { aceSpecs } from '../testing/ace-specs';
import { modelFixture } from '../testing/model-fixture';

/** Test data shaped like the API's answers, for the model and variant page tests. */
export const aceSummary: ModelSummary = modelFixture({
  gvwKg: aceSpecs.gvwKg,
  minPrice: 400_000,
  maxPrice: 670_000,
  angleImage: '/api/media/logos/tata-motors.svg',
});

const delhi = {
  slug: 'new-delhi',
  name: 'New Delhi',
  state: 'Delhi',
  rtoPercent: 6,
  insurancePercent: 3,
  otherCharges: 5000,
};
const kochi = {
  slug: 'kochi',
  name: 'Kochi',
  state: 'Kerala',
  rtoPercent: 9,
  insurancePercent: 3,
  otherCharges: 6000,
};
export const CITIES = { delhi, kochi };

function variant(id: number, slug: string, name: string, price: number | null, city = delhi): Variant {
  if (price === null) return { id, slug, name, price, specs: aceSpecs, onRoad: null };
  const rto = Math.round((price * city.rtoPercent) / 100);
  const insurance = Math.round((price * city.insurancePercent) / 100);
  return {
    id,
    slug,
    name,
    price,
    specs: aceSpecs,
    onRoad: {
      exShowroom: price,
      rto,
      insurance,
      otherCharges: city.otherCharges,
      onRoad: price + rto + insurance + city.otherCharges,
    },
  };
}

export function aceVariants(city = delhi): Variant[] {
  return [
    variant(11, 'ace-gold-std', 'STD', 400_000, city),
    variant(12, 'ace-gold-ht-plus', 'HT Plus', 670_000, city),
  ];
}

export function aceDetail(overrides: Partial<ModelDetail> = {}, city = delhi): ModelDetail {
  const variants = aceVariants(city);
  return {
    model: {
      ...aceSummary,
      specs: aceSpecs,
      colours: ['Arctic White', 'Cherry Red'],
      gallery: ['/api/media/logos/tata-motors.svg', '/api/media/ace-side.svg'],
      faq: [{ question: 'What is the price of the Tata Ace Gold?', answer: 'From ₹4.00 lakh.' }],
      pros: ['Low running cost for last-mile delivery'],
      cons: ['Limited highway performance'],
      launchPeriod: '2021',
      status360: 'available',
      description: 'The Tata Ace Gold is a mini truck from Tata Motors.',
    },
    city,
    variants,
    onRoad: variants[0].onRoad,
    dealerCount: 64,
    videos: [
      {
        id: 5,
        videoId: 'dQw4w9WgXcQ',
        title: 'Tata Ace Gold walkaround',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        brandSlug: 'tata-motors',
        modelSlug: 'ace-gold',
        publishedAt: '2025-03-01',
      },
    ],
    expertReview: {
      title: 'Tata Ace Gold review: the last-mile workhorse',
      verdict: 'The Ace Gold is the small, frugal workhorse of last-mile trade.',
      author: 'Arvind Sharma',
      rating: 4.4,
      publishedAt: '2025-06-01',
    },
    reviewSummary: {
      count: 0,
      averageOverall: null,
      attributes: {
        comfort: null,
        valueForMoney: null,
        mileage: null,
        exterior: null,
        easeOfDriving: null,
        upTime: null,
        afterSaleService: null,
        costEffective: null,
        driverSafety: null,
        cabinComfort: null,
        durability: null,
      },
    },
    ...overrides,
  };
}

export function aceVariantDetail(variantSlug = 'ace-gold-std', city = delhi): VariantDetail {
  const variants = aceVariants(city);
  const chosen = variants.find((v) => v.slug === variantSlug) ?? variants[0];
  return { model: aceSummary, city, variant: chosen, variants };
}
