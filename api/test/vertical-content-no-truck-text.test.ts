import { LOCALE_CODES, modelDetailSchema, type LocaleCode } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { brands, vehicleModels, type ModelContentText } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';

/** A text with the model's name taken out, so the same sentence about two models compares equal. */
const templateOf = (text: string, name: string) => text.split(name).join('{name}');

interface Entry {
  question: string;
  answer: string;
}

describe.each(testDatabases)('no truck wording on bus and three-wheeler pages on %s', (kind) => {
  const api = useTestApi(kind);

  /**
   * Every truck's FAQ entries (as templates), pros and cons, per language, from the seeded rows. The price
   * question (each truck's first) is the one entry every vertical shares in the same words, so it is left out.
   */
  async function truckTexts() {
    const trucks = await api.database.db
      .select({
        name: vehicleModels.name,
        faq: vehicleModels.faq,
        pros: vehicleModels.pros,
        cons: vehicleModels.cons,
        localized: vehicleModels.localized,
      })
      .from(vehicleModels)
      .where(eq(vehicleModels.vertical, 'truck'));
    expect(trucks.length).toBeGreaterThan(50);
    const faq = new Map<LocaleCode, Set<string>>();
    const points = new Map<LocaleCode, Set<string>>();
    for (const locale of LOCALE_CODES) {
      faq.set(locale, new Set());
      points.set(locale, new Set());
    }
    for (const truck of trucks)
      for (const locale of LOCALE_CODES) {
        const text: ModelContentText = locale === 'en' ? truck : (truck.localized[locale] ?? {});
        for (const entry of (text.faq ?? []).slice(1))
          faq.get(locale)?.add(templateOf(`${entry.question} ${entry.answer}`, truck.name));
        for (const point of [...(text.pros ?? []), ...(text.cons ?? [])]) points.get(locale)?.add(point);
      }
    return { faq, points };
  }

  it('shows no truck FAQ entry, pro or con on any bus or three-wheeler page, in any language', async () => {
    const truck = await truckTexts();
    for (const locale of LOCALE_CODES) {
      expect(truck.faq.get(locale)?.size).toBeGreaterThan(10);
      expect(truck.points.get(locale)?.size).toBeGreaterThan(5);
    }
    expect([...(truck.faq.get('en') ?? [])]).toContainEqual(
      expect.stringMatching(/^What is the payload of the \{name\}\? .* on a GVW of /),
    );
    const models = await api.database.db
      .select({ vertical: vehicleModels.vertical, slug: vehicleModels.slug, brandSlug: brands.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId));
    const others = models.filter((model) => model.vertical === 'bus' || model.vertical === 'three-wheeler');
    expect(others.length).toBeGreaterThanOrEqual(120);
    const prefix = { bus: 'buses', 'three-wheeler': 'three-wheelers' } as const;
    const leaks: string[] = [];
    for (const model of others) {
      const call = prefix[model.vertical as keyof typeof prefix];
      for (const locale of LOCALE_CODES) {
        const response = await api.app.inject({
          method: 'GET',
          url: `/api/${call}/model-detail?brandSlug=${model.brandSlug}&modelSlug=${model.slug}&locale=${locale}`,
        });
        expect(response.statusCode).toBe(200);
        const page = modelDetailSchema.parse(response.json()).model;
        const entries: Entry[] = page.faq;
        expect(entries.length).toBeGreaterThanOrEqual(2);
        for (const entry of entries)
          if (truck.faq.get(locale)?.has(templateOf(`${entry.question} ${entry.answer}`, page.name)))
            leaks.push(`${model.slug} ${locale} FAQ: ${entry.question}`);
        for (const point of [...page.pros, ...page.cons])
          if (truck.points.get(locale)?.has(point)) leaks.push(`${model.slug} ${locale}: ${point}`);
        if (locale === 'en' && /\btrucks?\b|\bGVW\b/i.test(JSON.stringify([page.description, page.faq])))
          leaks.push(`${model.slug} en mentions trucks or GVW`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
