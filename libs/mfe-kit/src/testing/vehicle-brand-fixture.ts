import type { VehicleBrand } from '@cvb/contracts';

/** A realistic brand row as the API returns it, for tests; override what the test is about. */
export function vehicleBrandFixture(overrides: Partial<VehicleBrand> = {}): VehicleBrand {
  const slug = overrides.slug ?? 'tata-motors';
  return {
    id: 1,
    slug,
    name: 'Tata Motors',
    vertical: 'truck',
    logo: `/api/media/logos/${slug}.svg`,
    popularity: 90,
    modelCount: 3,
    minPrice: 650_000,
    maxPrice: 2_400_000,
    ...overrides,
  };
}
