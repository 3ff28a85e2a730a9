import { and, count, countDistinct, eq, isNull } from 'drizzle-orm';
import { brands, dealers, onRoadPriceRules, vehicleModels, vehicleVariants, videos } from '../src/db/schema';
import { expertReviews } from '../src/db/schema-reviews';
import { testDatabases, useTestApi } from './databases';

const OTHER_LOCALES = ['hi', 'mr', 'pa', 'ta', 'te'] as const;

describe.each(testDatabases)('bus and three-wheeler seed on %s', (kind) => {
  const api = useTestApi(kind);
  const db = () => api.database.db;

  const modelsOf = (vertical: 'bus' | 'three-wheeler') =>
    db()
      .select({
        id: vehicleModels.id,
        slug: vehicleModels.slug,
        bodyType: vehicleModels.bodyType,
        fuelType: vehicleModels.fuelType,
        status: vehicleModels.status,
        minPrice: vehicleModels.minPrice,
        maxPrice: vehicleModels.maxPrice,
        expectedPrice: vehicleModels.expectedPrice,
        expectedLaunch: vehicleModels.expectedLaunch,
        seats: vehicleModels.seats,
        batteryKwh: vehicleModels.batteryKwh,
        drivingRangeKm: vehicleModels.drivingRangeKm,
        chargingTimeH: vehicleModels.chargingTimeH,
        description: vehicleModels.description,
        faq: vehicleModels.faq,
        pros: vehicleModels.pros,
        localized: vehicleModels.localized,
      })
      .from(vehicleModels)
      .where(eq(vehicleModels.vertical, vertical));

  const variantsOf = (vertical: 'bus' | 'three-wheeler') =>
    db()
      .select({
        modelId: vehicleVariants.modelId,
        price: vehicleVariants.price,
        specs: vehicleVariants.specs,
      })
      .from(vehicleVariants)
      .where(eq(vehicleVariants.vertical, vertical));

  it('seeds at least 60 bus models and 150 variants, every model priced with priced variants', async () => {
    const models = await modelsOf('bus');
    const variants = await variantsOf('bus');
    expect(models.length).toBeGreaterThanOrEqual(60);
    expect(variants.length).toBeGreaterThanOrEqual(150);
    for (const model of models) {
      const own = variants.filter((variant) => variant.modelId === model.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((variant) => variant.price !== null && variant.price > 0)).toBe(true);
      expect(model.seats).not.toBeNull();
    }
    const bodyTypes = new Set(models.map((model) => model.bodyType));
    for (const bodyType of ['school', 'staff', 'city', 'tourist', 'sleeper', 'van', 'ambulance', 'passenger'])
      expect(bodyTypes.has(bodyType)).toBe(true);
    expect(models.filter((model) => model.fuelType === 'electric').length).toBeGreaterThanOrEqual(15);
    expect(models.filter((model) => model.fuelType === 'cng').length).toBeGreaterThanOrEqual(3);
    const top = Math.max(...models.map((model) => model.maxPrice ?? 0));
    expect(top).toBeGreaterThan(15_000_000);
    expect(top).toBeLessThanOrEqual(20_000_000);
    const upcoming = models.filter((model) => model.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const model of upcoming) {
      expect(model.expectedPrice).not.toBeNull();
      expect(model.expectedLaunch).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it('seeds at least 60 three-wheeler models and 130 variants with every fuel, and electric ones with battery, range and charging time', async () => {
    const models = await modelsOf('three-wheeler');
    const variants = await variantsOf('three-wheeler');
    expect(models.length).toBeGreaterThanOrEqual(60);
    expect(variants.length).toBeGreaterThanOrEqual(130);
    for (const model of models) {
      const own = variants.filter((variant) => variant.modelId === model.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((variant) => variant.price !== null && variant.price > 0)).toBe(true);
    }
    expect(new Set(models.map((model) => model.fuelType))).toEqual(
      new Set(['diesel', 'petrol', 'cng', 'lpg', 'electric']),
    );
    expect(new Set(models.map((model) => model.bodyType))).toEqual(
      new Set(['passenger', 'cargo', 'e-rickshaw']),
    );
    const electric = models.filter((model) => model.fuelType === 'electric');
    expect(electric.length).toBeGreaterThanOrEqual(30);
    for (const model of electric) {
      expect(model.batteryKwh).toBeGreaterThan(0);
      expect(model.drivingRangeKm).toBeGreaterThan(0);
      expect(model.chargingTimeH).toBeGreaterThan(0);
      for (const variant of variants.filter((v) => v.modelId === model.id)) {
        expect(variant.specs.batteryKwh).toBeGreaterThan(0);
        expect(variant.specs.drivingRangeKm).toBeGreaterThan(0);
      }
    }
    expect(models.filter((model) => model.bodyType === 'e-rickshaw').length).toBeGreaterThanOrEqual(8);
    const upcoming = models.filter((model) => model.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const model of upcoming) {
      expect(model.expectedPrice).toBeGreaterThan(0);
      expect(model.expectedLaunch).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it('seeds dealers in the trucks’ 60 cities, at least 25 videos and an expert review for every model', async () => {
    for (const vertical of ['bus', 'three-wheeler'] as const) {
      const [dealerStats] = await db()
        .select({ value: count(), cities: countDistinct(dealers.citySlug) })
        .from(dealers)
        .where(eq(dealers.vertical, vertical));
      expect(dealerStats.value).toBeGreaterThanOrEqual(200);
      expect(dealerStats.cities).toBe(60);
      const [{ value: videoCount }] = await db()
        .select({ value: count() })
        .from(videos)
        .where(eq(videos.vertical, vertical));
      expect(videoCount).toBeGreaterThanOrEqual(25);
      const [{ value: missingReviews }] = await db()
        .select({ value: count() })
        .from(vehicleModels)
        .leftJoin(expertReviews, eq(expertReviews.modelId, vehicleModels.id))
        .where(and(eq(vehicleModels.vertical, vertical), isNull(expertReviews.id)));
      expect(missingReviews).toBe(0);
    }
    const [{ value: brandCount }] = await db()
      .select({ value: count() })
      .from(brands)
      .where(eq(brands.vertical, 'bus'));
    expect(brandCount).toBeGreaterThanOrEqual(14);
  });

  it('keeps the trucks’ on-road rules and taxes buses higher and three-wheelers lower, state by state', async () => {
    const rules = await db().select().from(onRoadPriceRules);
    const byState = (vertical: string) =>
      new Map(rules.filter((rule) => rule.vertical === vertical).map((rule) => [rule.state, rule]));
    const trucks = byState('truck');
    const buses = byState('bus');
    const threeWheelers = byState('three-wheeler');
    expect(trucks.size).toBe(24);
    expect(trucks.get('Maharashtra')).toMatchObject({
      rtoPercent: 7,
      insurancePercent: 3.4,
      otherCharges: 9000,
    });
    expect(trucks.get('Kerala')).toMatchObject({ rtoPercent: 9, insurancePercent: 3.5, otherCharges: 9500 });
    expect(buses.size).toBe(24);
    expect(threeWheelers.size).toBe(24);
    for (const [state, truck] of trucks) {
      expect(buses.get(state)?.rtoPercent).toBeGreaterThan(truck.rtoPercent);
      expect(threeWheelers.get(state)?.rtoPercent).toBeLessThan(truck.rtoPercent);
      expect(threeWheelers.get(state)?.otherCharges).toBeLessThan(truck.otherCharges);
    }
  });

  it('stores description, FAQ, pros and cons in six languages (trucks too), with no truck wording on a bus', async () => {
    for (const vertical of ['bus', 'three-wheeler'] as const) {
      for (const model of await modelsOf(vertical)) {
        expect(model.description).not.toBe('');
        expect(model.faq.length).toBeGreaterThanOrEqual(2);
        // The truck FAQ asks about payload and GVW; buses carry people, three-wheelers' cargo answers their own way.
        expect(JSON.stringify(model.faq)).not.toMatch(
          vertical === 'bus' ? /payload|GVW|\btruck\b/i : /GVW|\btruck\b/i,
        );
        for (const locale of OTHER_LOCALES) {
          const text = model.localized[locale];
          expect(text?.description).toBeTruthy();
          expect(text?.description).not.toBe(model.description);
          expect(text?.faq?.length).toBe(model.faq.length);
          expect(text?.pros?.length).toBe(model.pros.length);
          expect(text?.cons?.length).toBeGreaterThan(0);
        }
      }
    }
    const [school] = await db()
      .select({ faq: vehicleModels.faq, localized: vehicleModels.localized })
      .from(vehicleModels)
      .where(and(eq(vehicleModels.vertical, 'bus'), eq(vehicleModels.slug, 'starbus-school')));
    expect(school.faq.map((entry) => entry.question)).toContain(
      'How many seats does the Tata Starbus School 40 have?',
    );
    expect(school.localized.hi?.faq?.[0]?.question).toBe('Tata Starbus School 40 की कीमत क्या है?');
    expect(school.localized.hi?.faq?.[0]?.answer).toContain('लाख');
    const trucks = await db()
      .select({ faq: vehicleModels.faq, pros: vehicleModels.pros, localized: vehicleModels.localized })
      .from(vehicleModels)
      .where(eq(vehicleModels.vertical, 'truck'));
    for (const truck of trucks)
      for (const locale of OTHER_LOCALES) {
        expect(truck.localized[locale]?.faq?.length).toBe(truck.faq.length);
        expect(truck.localized[locale]?.pros?.length).toBe(truck.pros.length);
      }
    const [aceGold] = await db()
      .select({ localized: vehicleModels.localized })
      .from(vehicleModels)
      .where(and(eq(vehicleModels.vertical, 'truck'), eq(vehicleModels.slug, 'ace-gold')));
    expect(aceGold.localized.ta?.faq?.[0]).toEqual({
      question: 'Tata Ace Gold விலை என்ன?',
      answer: 'Tata Ace Gold விலை ₹4.00 லட்சம் முதல் ₹6.70 லட்சம் வரை (எக்ஸ்-ஷோரூம்).',
    });
    const reviews = await db()
      .select({ title: expertReviews.title, localized: expertReviews.localized })
      .from(expertReviews)
      .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviews.modelId))
      .where(eq(vehicleModels.vertical, 'three-wheeler'));
    for (const review of reviews)
      for (const locale of OTHER_LOCALES) expect(review.localized[locale]?.verdict).toBeTruthy();
  });
});
