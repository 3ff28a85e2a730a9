import { parseTyreSize } from '@cvb/contracts';
import { tyreBrandSeeds } from './tyre-models';

describe('tyreBrandSeeds', () => {
  const brands = tyreBrandSeeds();
  const models = brands.flatMap((brand) => brand.models);
  const sizes = models.flatMap((model) => model.sizes);

  it('has at least 250 models and 800 size rows from real makers', () => {
    expect(models.length).toBeGreaterThanOrEqual(250);
    expect(sizes.length).toBeGreaterThanOrEqual(800);
    expect(brands.map((brand) => brand.name)).toEqual(
      expect.arrayContaining([
        'MRF',
        'Apollo',
        'JK Tyre',
        'CEAT',
        'Bridgestone',
        'Michelin',
        'BKT',
        'Birla',
        'TVS Eurogrip',
      ]),
    );
  });

  it('is the same on every run, with unique slugs per brand and parseable sizes', () => {
    expect(tyreBrandSeeds()).toEqual(brands);
    for (const brand of brands) {
      const slugs = brand.models.map((model) => model.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const size of sizes) expect(parseTyreSize(size.sizeKey)).toMatchObject({ ok: true });
  });

  it('prices sizes at street levels (docs/domain.md#seed-data)', () => {
    const of = (key: string) => sizes.filter((size) => size.sizeKey === key).map((size) => size.price);
    for (const price of of('295/80 R22.5')) expect(price).toBeGreaterThanOrEqual(20000);
    for (const price of of('295/80 R22.5')) expect(price).toBeLessThanOrEqual(36000);
    for (const price of of('4.00-8')) expect(price).toBeGreaterThanOrEqual(1500);
    for (const price of of('4.00-8')) expect(price).toBeLessThanOrEqual(2500);
  });
});
