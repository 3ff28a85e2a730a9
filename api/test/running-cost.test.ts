import {
  runningCostResponseSchema,
  ownershipInputs,
  seoAnswerSchema,
  TRUCK_DEFINITION,
} from '@cvb/contracts';
import { and, asc, avg, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { fuelPrices, onRoadPriceRules, tyreModels, vehicleModels, vehicleVariants } from '../src/db/schema';
import { tyreFitments, tyreSizes } from '../src/db/schema-tyres';
import { indiaToday } from '../src/time/india-today';
import { testDatabases, useTestApi } from './databases';
import { fromShell } from './proxy-secret';

jest.setTimeout(120_000);

describe.each(testDatabases)('running-cost inputs on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string) => api.app.inject({ method: 'GET', url: `/api/${url}` });
  const db = () => api.database.db;

  it("takes a truck's fuel price, tyre prices and state rules from the database", async () => {
    const response = await get('trucks/running-cost?variantSlugs=ace-gold-std&city=new-delhi');
    expect(response.statusCode).toBe(200);
    const body = runningCostResponseSchema.parse(response.json());

    const [fuel] = await db()
      .select({ diesel: fuelPrices.diesel, city: fuelPrices.city })
      .from(fuelPrices)
      .where(and(eq(fuelPrices.citySlug, 'new-delhi'), lte(fuelPrices.date, indiaToday())))
      .orderBy(desc(fuelPrices.date))
      .limit(1);
    expect(body.fuel.diesel).toBe(Number(fuel?.diesel));
    expect(body.fuel.city).toBe(fuel?.city);

    const [rule] = await db()
      .select()
      .from(onRoadPriceRules)
      .where(and(eq(onRoadPriceRules.state, 'Delhi'), eq(onRoadPriceRules.vertical, 'truck')));
    expect(body.rules).toEqual({
      roadTaxPercent: rule?.rtoPercent,
      insurancePercent: rule?.insurancePercent,
      registrationCharges: rule?.otherCharges,
    });

    const [variant] = body.variants;
    const fitments = await db()
      .select({
        sizeKey: tyreFitments.sizeKey,
        count: tyreFitments.tyreCount,
        average: avg(tyreSizes.price),
        offers: count(tyreSizes.id),
      })
      .from(tyreFitments)
      .innerJoin(
        vehicleModels,
        and(
          eq(vehicleModels.id, tyreFitments.vehicleModelId),
          eq(vehicleModels.slug, 'ace-gold'),
          eq(vehicleModels.vertical, 'truck'),
        ),
      )
      .innerJoin(tyreSizes, eq(tyreSizes.sizeKey, tyreFitments.sizeKey))
      .innerJoin(tyreModels, and(eq(tyreModels.id, tyreSizes.modelId), eq(tyreModels.status, 'on-sale')))
      .groupBy(tyreFitments.sizeKey, tyreFitments.tyreCount, tyreFitments.position)
      .orderBy(asc(tyreFitments.position));
    expect(fitments.length).toBeGreaterThan(0);
    expect(variant?.tyres).toEqual(
      fitments.map((row) => ({
        sizeKey: row.sizeKey,
        count: row.count,
        averagePrice: Math.round(Number(row.average)),
        offers: Number(row.offers),
      })),
    );
    expect(variant?.fuelType).toBe('diesel');
    expect(variant?.mileageKmpl).toBeGreaterThan(0);
    expect(variant?.payloadKg).toBeGreaterThan(0);

    // The estimate is the shared formulas' with the defaults, from these very inputs.
    const defaults = TRUCK_DEFINITION.runningCost;
    if (!variant || !defaults) throw new Error('expected a variant and truck defaults');
    const inputs = ownershipInputs(variant, body, defaults);
    expect(inputs.vehicle?.energyPrice).toBe(body.fuel.diesel);
    expect(inputs.vehicle?.tyrePrice).toBe(variant.tyres[0]?.averagePrice);
    expect(variant.estimate.costPerUnit).toBeGreaterThan(0);
    expect(variant.estimate.costPerTonneUnit).toBeGreaterThan(0);
  });

  it("prices an electric three-wheeler's energy at the state's EV tariff", async () => {
    const [ev] = await db()
      .select({ slug: vehicleVariants.slug })
      .from(vehicleVariants)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVariants.modelId))
      .where(
        and(
          eq(vehicleModels.vertical, 'three-wheeler'),
          eq(vehicleModels.fuelType, 'electric'),
          isNotNull(vehicleVariants.price),
        ),
      )
      .orderBy(asc(vehicleVariants.id))
      .limit(1);
    const response = await get(`three-wheelers/running-cost?variantSlugs=${ev?.slug}&city=mumbai`);
    expect(response.statusCode).toBe(200);
    const body = runningCostResponseSchema.parse(response.json());
    expect(body.city).toEqual({ slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' });
    expect(body.electricity).toEqual({ perKwh: 7.3, state: 'Maharashtra' });
    expect(body.variants[0]?.estimate.costPerUnit).toBeGreaterThan(0);
  });

  it('answers 400 with a message for bad input and 404 for an unknown variant or city', async () => {
    const tooMany = await get('trucks/running-cost?variantSlugs=a,b,c,d,e');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/one to four variant slugs/);
    const missing = await get('trucks/running-cost');
    expect(missing.statusCode).toBe(400);
    expect((await get('trucks/running-cost?variantSlugs=ace-gold-std&city=Not%20A%20City')).statusCode).toBe(
      400,
    );
    expect((await get('trucks/running-cost?variantSlugs=no-such-truck')).statusCode).toBe(404);
    expect((await get('trucks/running-cost?variantSlugs=ace-gold-std&city=atlantis')).statusCode).toBe(404);
    expect((await get('infra/running-cost?variantSlugs=3dx')).statusCode).toBe(404);
  });
  it('gives the new pages a title, and none to a vertical without them', async () => {
    const seo = (path: string, locale = 'en') =>
      api.app.inject({
        method: 'GET',
        url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
        headers: { ...fromShell, 'x-forwarded-host': 'cvbazaar.test', 'x-forwarded-proto': 'https' },
      });
    const title = async (path: string, locale = 'en') =>
      seoAnswerSchema.parse((await seo(path, locale)).json()).seo.title;
    expect(await title('/trucks/cost-of-ownership')).toBe('Truck cost of ownership calculator | CV Bazaar');
    expect(await title('/trucks/trip-cost-calculator', 'hi')).toContain('ट्रक ट्रिप खर्च कैलकुलेटर');
    expect(await title('/tractors/cost-of-ownership')).toBe(
      'Tractor cost of ownership calculator | CV Bazaar',
    );
    expect(seoAnswerSchema.parse((await seo('/buses/trip-cost-calculator')).json()).status).toBe(404);
  });
});
