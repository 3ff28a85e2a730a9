import type { CityFuelPrice, MandiCommodity, MandiRecord } from '@cvb/contracts';

export const wheat: MandiCommodity = {
  slug: 'wheat',
  name: 'Wheat',
  group: 'cereals',
  names: { hi: 'गेहूं', mr: 'गहू', pa: 'ਕਣਕ', ta: 'கோதுமை', te: 'గోధుమ' },
};

export const onion: MandiCommodity = {
  slug: 'onion',
  name: 'Onion',
  group: 'vegetables',
  names: { hi: 'प्याज', mr: 'कांदा', pa: 'ਪਿਆਜ਼', ta: 'வெங்காயம்', te: 'ఉల్లిపాయ' },
};

export function mandiRecord(overrides: Partial<MandiRecord> = {}): MandiRecord {
  return {
    commodity: wheat,
    state: { slug: 'punjab', name: 'Punjab' },
    district: { slug: 'ludhiana', name: 'Ludhiana' },
    market: { slug: 'khanna', name: 'Khanna' },
    variety: 'Dara',
    grade: 'FAQ',
    arrivalDate: '2026-11-24',
    minPrice: 2400,
    maxPrice: 2600,
    modalPrice: 2510,
    arrivalsTonnes: 120,
    ...overrides,
  };
}

export function cityPrice(overrides: Partial<CityFuelPrice> = {}): CityFuelPrice {
  return {
    state: 'Delhi',
    stateSlug: 'delhi',
    city: 'Delhi',
    citySlug: 'delhi',
    petrol: 94.72,
    diesel: 87.62,
    cng: 76.09,
    lpg: 61.8,
    petrolChange: 0,
    dieselChange: -0.05,
    cngChange: 0,
    ...overrides,
  };
}
