import { modelDetailSchema, variantDetailSchema, type OnRoadBreakup } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { onRoadPriceRules } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

type Vertical = 'truck' | 'bus' | 'three-wheeler';
const PREFIX: Record<Vertical, string> = { truck: 'trucks', bus: 'buses', 'three-wheeler': 'three-wheelers' };
const MODEL: Record<Vertical, string> = {
  truck: 'brandSlug=tata-motors&modelSlug=ace-gold',
  bus: 'brandSlug=tata-motors&modelSlug=starbus-school',
  'three-wheeler': 'brandSlug=bajaj&modelSlug=riki-p40',
};

describe.each(testDatabases)('on-road price by the vertical’s rule of the state on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  async function ruleOf(vertical: Vertical, state: string) {
    const [rule] = await api.database.db
      .select({
        rtoPercent: onRoadPriceRules.rtoPercent,
        insurancePercent: onRoadPriceRules.insurancePercent,
        otherCharges: onRoadPriceRules.otherCharges,
      })
      .from(onRoadPriceRules)
      .where(and(eq(onRoadPriceRules.vertical, vertical), eq(onRoadPriceRules.state, state)));
    expect(rule).toBeDefined();
    return rule;
  }

  const expectedBreakup = (
    exShowroom: number,
    rule: { rtoPercent: number; insurancePercent: number; otherCharges: number },
  ): OnRoadBreakup => {
    const rto = Math.round((exShowroom * rule.rtoPercent) / 100);
    const insurance = Math.round((exShowroom * rule.insurancePercent) / 100);
    return {
      exShowroom,
      rto,
      insurance,
      otherCharges: rule.otherCharges,
      onRoad: exShowroom + rto + insurance + rule.otherCharges,
    };
  };

  async function modelPage(vertical: Vertical, city: string) {
    const response = await get(`/api/${PREFIX[vertical]}/model-detail?${MODEL[vertical]}&city=${city}`);
    expect(response.statusCode).toBe(200);
    return modelDetailSchema.parse(response.json());
  }

  it.each([
    ['mumbai', 'Maharashtra'],
    ['chennai', 'Tamil Nadu'],
    ['new-delhi', 'Delhi'],
  ])('prices a truck, a bus and a three-wheeler in %s each with its own rule', async (city, state) => {
    const rules = {
      truck: await ruleOf('truck', state),
      bus: await ruleOf('bus', state),
      'three-wheeler': await ruleOf('three-wheeler', state),
    };
    // As seeded: a bus pays more road tax and insurance than a goods truck, a three-wheeler less.
    expect(rules.bus.rtoPercent).toBeGreaterThan(rules.truck.rtoPercent);
    expect(rules.bus.otherCharges).toBeGreaterThan(rules.truck.otherCharges);
    expect(rules['three-wheeler'].rtoPercent).toBeLessThan(rules.truck.rtoPercent);
    for (const vertical of ['truck', 'bus', 'three-wheeler'] as const) {
      const page = await modelPage(vertical, city);
      expect(page.city).toMatchObject({ slug: city, state, ...rules[vertical] });
      const priced = page.variants.filter((variant) => variant.price !== null);
      expect(priced.length).toBeGreaterThan(0);
      for (const variant of priced)
        expect(variant.onRoad).toEqual(expectedBreakup(variant.price ?? 0, rules[vertical]));
      expect(page.onRoad).toEqual(priced[0].onRoad);
    }
  });

  it('gives a bus a different breakup than the truck rule would, on the model and the variant page', async () => {
    const truckRule = await ruleOf('truck', 'Maharashtra');
    const busRule = await ruleOf('bus', 'Maharashtra');
    const page = await modelPage('bus', 'pune');
    const variant = page.variants.find((candidate) => candidate.price !== null);
    expect(variant).toBeDefined();
    const price = variant?.price ?? 0;
    expect(variant?.onRoad).toEqual(expectedBreakup(price, busRule));
    expect(variant?.onRoad).not.toEqual(expectedBreakup(price, truckRule));

    const response = await get(
      `/api/buses/variant-detail?${MODEL.bus}&variantSlug=${variant?.slug}&city=pune`,
    );
    expect(response.statusCode).toBe(200);
    const detail = variantDetailSchema.parse(response.json());
    expect(detail.city).toMatchObject({ slug: 'pune', ...busRule });
    expect(detail.variant.onRoad).toEqual(expectedBreakup(price, busRule));
    expect(
      detail.variants.every(
        (sibling) => sibling.onRoad === null || sibling.onRoad.onRoad > (sibling.price ?? 0),
      ),
    ).toBe(true);
  });

  it('answers 404 for an unknown city on every vertical', async () => {
    for (const vertical of ['truck', 'bus', 'three-wheeler'] as const) {
      const response = await get(`/api/${PREFIX[vertical]}/model-detail?${MODEL[vertical]}&city=atlantis`);
      expect(response.statusCode).toBe(404);
    }
  });
});
