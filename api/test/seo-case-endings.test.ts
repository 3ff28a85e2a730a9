import { seoAnswerSchema, type SeoAnswer } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';
import { fromShell } from './proxy-secret';

/** The SEO answers' titles join "in" to the place in Tamil, Telugu and Marathi (docs/domain.md#cities). */
describe.each(testDatabases)('place names with their case ending in SEO titles on %s', (kind) => {
  const api = useTestApi(kind);

  async function seo(path: string, locale: string): Promise<SeoAnswer> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
      headers: { ...fromShell, 'x-forwarded-host': 'cvbazaar.test', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    return seoAnswerSchema.parse(response.json());
  }

  it('titles a model page "in New Delhi" joined to the city in Tamil, Telugu and Marathi', async () => {
    const path = '/trucks/tata-motors/ace-gold';
    expect((await seo(path, 'ta')).seo.title).toMatch(/^புது தில்லியில் Tata Ace Gold விலை — /);
    expect((await seo(path, 'te')).seo.title).toMatch(/^న్యూఢిల్లీలో Tata Ace Gold ధర — /);
    expect((await seo(path, 'mr')).seo.title).toMatch(/^नवी दिल्लीमधील Tata Ace Gold ची किंमत — /);
    // Hindi keeps its separate postposition.
    expect((await seo(path, 'hi')).seo.title).toMatch(/^नई दिल्ली में Tata Ace Gold की कीमत — /);
  });

  it('titles a city fuel page with the joined locative', async () => {
    const path = '/fuel-prices/diesel-price-in-mumbai';
    expect((await seo(path, 'ta')).seo.title).toMatch(/^மும்பையில் இன்றைய டீசல் விலை/);
    expect((await seo(path, 'te')).seo.title).toMatch(/^ముంబైలో ఈరోజు డీజిల్ ధర/);
    expect((await seo(path, 'mr')).seo.title).toMatch(/^मुंबईमधील आजचा डिझेल दर/);
  });

  it('describes a mandi market as lying in its state', async () => {
    const path = '/emandi/market/maharashtra/nashik/lasalgaon';
    expect((await seo(path, 'ta')).seo.description).toContain('மகாராஷ்டிராவில் உள்ள');
    expect((await seo(path, 'te')).seo.description).toContain('మహారాష్ట్రలోని');
  });
});
