import { seoAnswerSchema, type SeoAnswer } from '@cvb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { testDatabases, useTestApi } from './databases';
import { fromShell } from './proxy-secret';

const ORIGIN = 'https://cvbazaar.test';
const LANGUAGES = ['en', 'hi-IN', 'mr-IN', 'pa', 'ta-IN', 'te-IN', 'x-default'];

describe.each(testDatabases)('general/seo on %s', (kind) => {
  const api = useTestApi(kind);

  async function seo(path: string, locale = 'en'): Promise<SeoAnswer> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
      headers: { ...fromShell, 'x-forwarded-host': 'cvbazaar.test', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return seoAnswerSchema.parse(response.json());
  }
  const typeOf = (answer: SeoAnswer, type: string) => answer.jsonLd.find((item) => item['@type'] === type);

  /** The first model (by id) of a vertical, as its page path. */
  async function firstModelPath(vertical: 'tractor' | 'infra', basePath: string): Promise<string> {
    const [model] = await api.database.db
      .select({ brandSlug: brands.slug, slug: vehicleModels.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .where(and(eq(vehicleModels.vertical, vertical), eq(vehicleModels.status, 'on-sale')))
      .orderBy(asc(vehicleModels.id))
      .limit(1);
    return `${basePath}/${model?.brandSlug}/${model?.slug}`;
  }

  it('writes a truck model page with its price in New Delhi, in English and Hindi', async () => {
    const english = await seo('/trucks/tata-motors/ace-gold');
    expect(english.status).toBe(200);
    expect(english.seo.title).toBe(
      'Tata Ace Gold price in New Delhi — ₹4.00 Lakh onwards, specs, mileage | CV Bazaar',
    );
    expect(english.seo.description).toMatch(
      /^Tata Ace Gold ex-showroom price in New Delhi starts at ₹4\.00 Lakh\./,
    );
    expect(english.seo.canonical).toBe(`${ORIGIN}/trucks/tata-motors/ace-gold`);
    expect(english.seo.robots).toMatch(/^index,follow/);
    expect(english.seo.image).toBe(`${ORIGIN}/api/media/art/tata-motors/ace-gold/angle.webp?w=1280`);
    expect(english.seo.alternates.map((alternate) => alternate.hreflang)).toEqual(LANGUAGES);
    expect(english.seo.alternates[1]?.href).toBe(`${ORIGIN}/hi/trucks/tata-motors/ace-gold`);
    const hindi = await seo('/trucks/tata-motors/ace-gold', 'hi');
    expect(hindi.seo.title).toBe(
      'नई दिल्ली में Tata Ace Gold की कीमत — ₹4.00 लाख से शुरू, स्पेसिफिकेशन, माइलेज | सीवी बाज़ार',
    );
    expect(hindi.seo.url).toBe(`${ORIGIN}/hi/trucks/tata-motors/ace-gold`);
    expect(hindi.seo.canonical).toBe(hindi.seo.url);
    const telugu = await seo('/trucks/tata-motors/ace-gold', 'te');
    // Before a postposition Telugu takes the oblique లక్షల.
    expect(telugu.seo.title).toContain('₹4.00 లక్షల నుండి');
  });

  it('joins "in" to the place in Tamil, Telugu and Marathi titles (docs/domain.md#cities)', async () => {
    const model = '/trucks/tata-motors/ace-gold';
    expect((await seo(model, 'ta')).seo.title).toMatch(/^புது தில்லியில் Tata Ace Gold விலை — /);
    expect((await seo(model, 'te')).seo.title).toMatch(/^న్యూఢిల్లీలో Tata Ace Gold ధర — /);
    expect((await seo(model, 'mr')).seo.title).toMatch(/^नवी दिल्लीतील Tata Ace Gold ची किंमत — /);
    const fuel = '/fuel-prices/diesel-price-in-mumbai';
    expect((await seo(fuel, 'ta')).seo.title).toMatch(/^மும்பையில் இன்றைய டீசல் விலை/);
    expect((await seo(fuel, 'te')).seo.title).toMatch(/^ముంబైలో ఈరోజు డీజిల్ ధర/);
    expect((await seo(fuel, 'mr')).seo.title).toMatch(/^मुंबईतील आजचा डिझेल दर/);
    const market = '/emandi/market/maharashtra/nashik/lasalgaon';
    expect((await seo(market, 'ta')).seo.description).toContain('மகாராஷ்டிராவில் உள்ள');
    expect((await seo(market, 'te')).seo.description).toContain('మహారాష్ట్రలోని');
  });

  it('describes the model as a Product with an AggregateOffer in rupees, its FAQ and its breadcrumbs', async () => {
    const answer = await seo('/trucks/tata-motors/ace-gold');
    expect(typeOf(answer, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Tata Ace Gold',
      brand: { '@type': 'Brand', name: 'Tata Motors' },
      url: `${ORIGIN}/trucks/tata-motors/ace-gold`,
      image: [`${ORIGIN}/api/media/art/tata-motors/ace-gold/angle.webp?w=1280`],
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: 400_000,
        offerCount: expect.any(Number),
        availability: 'https://schema.org/InStock',
      },
    });
    const faq = typeOf(answer, 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toEqual(expect.any(String));
    const crumbs = typeOf(answer, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((step) => step.name)).toEqual([
      'Home',
      'Trucks',
      'Tata Motors trucks',
      'Tata Ace Gold',
    ]);
    expect(crumbs.itemListElement[1]?.item).toBe(`${ORIGIN}/trucks`);
  });

  it('gives a variant its own price and an Offer', async () => {
    const answer = await seo('/trucks/tata-motors/ace-gold/ace-gold-std');
    expect(answer.seo.title).toBe('Tata Ace Gold STD price in New Delhi — ₹4.00 Lakh, specs | CV Bazaar');
    expect(typeOf(answer, 'Product')).toMatchObject({
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: 400_000 },
    });
  });

  it('writes list, brand, landing, tool and dealer pages from the catalogue headings', async () => {
    const list = await seo('/trucks/trucks-under-10-lakh');
    expect(list.seo.title).toBe('Trucks under ₹10 Lakh: prices, specs and dealers | CV Bazaar');
    expect(list.seo.description).toMatch(/Ex-showroom prices from ₹[\d.]+ Lakh to ₹[\d.]+ Lakh\.$/);
    const items = typeOf(list, 'ItemList') as {
      itemListElement: { item: { offers: { lowPrice: number } } }[];
    };
    expect(items.itemListElement.length).toBeGreaterThan(0);
    expect(items.itemListElement.length).toBeLessThanOrEqual(10);
    expect(items.itemListElement.every((entry) => entry.item.offers.lowPrice < 1_000_000)).toBe(true);
    expect((await seo('/trucks/trucks-under-10-lakh', 'hi')).seo.title).toBe(
      '₹10 लाख से कम कीमत वाले ट्रक: कीमत, स्पेसिफिकेशन और डीलर | सीवी बाज़ार',
    );
    expect((await seo('/trucks/tata-motors')).seo.title).toBe(
      'Tata Motors trucks: price list, specs and dealers | CV Bazaar',
    );
    expect((await seo('/trucks')).seo.title).toBe('Trucks in India: prices, specs and dealers | CV Bazaar');
    expect((await seo('/buses/compare')).seo.title).toBe('Compare buses | CV Bazaar');
    expect((await seo('/three-wheelers/emi-calculator')).status).toBe(200);
    expect((await seo('/trucks/truck-dealers/tata-motors/pune')).seo.title).toBe(
      'Tata Motors dealers in Pune | CV Bazaar',
    );
  });

  it('resolves tractor and infra pages through the same definitions', async () => {
    for (const [vertical, basePath] of [
      ['tractor', '/tractors'],
      ['infra', '/infra'],
    ] as const) {
      const modelPath = await firstModelPath(vertical, basePath);
      const model = await seo(modelPath);
      expect(model.status).toBe(200);
      // Neither has mileage among its specs.
      expect(model.seo.title).not.toContain('mileage');
      expect(typeOf(model, 'Product')).toMatchObject({ offers: { priceCurrency: 'INR' } });
      expect((await seo(`${modelPath}-no-such`)).status).toBe(404);
      expect((await seo(basePath)).status).toBe(200);
    }
    expect((await seo('/tractors/mini-tractors')).seo.title).toBe(
      'Mini tractors: prices, specs and dealers | CV Bazaar',
    );
    expect((await seo('/infra/backhoe-loaders')).seo.title).toBe(
      'Backhoe loaders: prices, specs and dealers | CV Bazaar',
    );
    expect((await seo('/tractors/implements')).status).toBe(200);
    // Their tool headings come from the catalogue's texts like the other verticals'.
    expect((await seo('/tractors/compare')).seo.title).toBe('Compare tractors | CV Bazaar');
    expect((await seo('/tractors/used-tractors', 'hi')).seo.title).not.toMatch(/used|tractors/i);
    expect((await seo('/infra/dealers')).seo.title).toBe('Construction equipment dealers | CV Bazaar');
  });

  it('writes a news story as a NewsArticle in the language it is read in', async () => {
    const path = '/news/gst-on-commercial-vehicles-cut-to-18-percent';
    const english = await seo(path);
    expect(english.seo.title).toBe('GST on trucks, buses and three-wheelers cut from 28% to 18% | CV Bazaar');
    expect(english.seo.rssLink).toBe(`${ORIGIN}/api/feeds/news.xml?locale=en`);
    expect(typeOf(english, 'NewsArticle')).toMatchObject({
      headline: 'GST on trucks, buses and three-wheelers cut from 28% to 18%',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      image: [expect.stringMatching(/^https:\/\/cvbazaar\.test\//)],
      author: [{ '@type': 'Person', name: expect.any(String), url: expect.stringContaining('/authors/') }],
      publisher: { '@type': 'Organization', name: 'CV Bazaar' },
      inLanguage: 'en',
    });
    const hindi = await seo(path, 'hi');
    expect(hindi.seo.title).toMatch(/जीएसटी .* \| सीवी बाज़ार$/);
    expect(typeOf(hindi, 'NewsArticle')).toMatchObject({ inLanguage: 'hi-IN' });
  });

  it('writes fuel, mandi, tyre, video and web story pages with their data', async () => {
    expect((await seo('/fuel-prices/petrol-price-in-delhi')).seo.title).toMatch(
      /^Petrol price in Delhi today — ₹\d+\.\d{2} per litre \| CV Bazaar$/,
    );
    expect((await seo('/fuel-prices/diesel-price-in-mumbai', 'hi')).seo.title).toMatch(
      /^मुंबई में आज डीज़ल की कीमत — ₹\d+\.\d{2} प्रति लीटर \| सीवी बाज़ार$/,
    );
    expect((await seo('/emandi/wheat')).seo.title).toMatch(
      /^Wheat mandi price today — ₹[\d,]+ per quintal \| CV Bazaar$/,
    );
    expect((await seo('/emandi/wheat', 'pa')).seo.title).toMatch(/^ਅੱਜ ਕਣਕ ਦਾ ਮੰਡੀ ਭਾਅ/);
    const tyre = await seo('/tyres/mrf/steel-muscle-s3c8');
    expect(tyre.seo.title).toMatch(
      /^MRF Steel Muscle S3C8 tyre price — ₹[\d,]+ onwards, sizes \| CV Bazaar$/,
    );
    expect(typeOf(tyre, 'Product')).toMatchObject({
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR' },
    });
    const video = await seo('/videos/tata-motors-ace-gold-review');
    expect(typeOf(video, 'VideoObject')).toMatchObject({
      name: expect.any(String),
      thumbnailUrl: [expect.stringMatching(/^https:/)],
      uploadDate: expect.any(String),
      duration: expect.stringMatching(/^PT/),
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube\.com\/embed\//),
    });
    const story = await seo('/web-stories/top-tractors-2025');
    expect(story.status).toBe(200);
    expect(story.seo.canonical).toBe(`${ORIGIN}/tractors/web-stories/top-tractors-2025`);
  });

  it('gives home the Organization and the WebSite with its search', async () => {
    const home = await seo('/');
    expect(home.seo.title).toBe('CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India');
    expect(home.seo.canonical).toBe(`${ORIGIN}/`);
    expect(typeOf(home, 'Organization')).toMatchObject({ name: 'CV Bazaar', url: `${ORIGIN}/` });
    expect(typeOf(home, 'WebSite')).toMatchObject({
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect((await seo('/', 'ta')).seo.alternates[4]).toEqual({ hreflang: 'ta-IN', href: `${ORIGIN}/ta` });
  });

  it('answers 404 for a path no page owns and for every slug that does not exist', async () => {
    for (const path of [
      '/no-such-page',
      '/about-us/team',
      '/battery-finder',
      '/trucks/no-such-brand',
      '/trucks/tata-motors/no-such-model',
      '/trucks/tata-motors/ace-gold/no-such-variant',
      // A variant of another model is no variant of this one.
      '/trucks/tata-motors/intra-v30/ace-gold-std',
      '/trucks/tata-motors/ace-gold/ace-gold-std/more',
      '/trucks/truck-dealers/tata-motors/atlantis',
      '/buses/no-such-brand/videos',
      '/news/no-such-story',
      '/articles/no-such-article',
      '/expert-reviews/no-such-review',
      '/videos/no-such-video',
      '/web-stories/no-such-story',
      '/authors/nobody',
      '/tyres/no-such-brand',
      '/tyre-guides/no-such-guide',
      '/fuel-prices/petrol-price-in-atlantis',
      '/fuel-prices/kerosene-price-in-delhi',
      '/emandi/no-such-crop',
      '/emandi/market/punjab/ludhiana/atlantis',
    ]) {
      const answer = await seo(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.seo.robots).toBe('noindex,follow');
      expect(answer.seo.title).toBe('Page not found | CV Bazaar');
      expect(answer.jsonLd).toEqual([]);
    }
    expect((await seo('/trucks/no-such-brand', 'mr')).seo.title).toBe('पान सापडले नाही | सीव्ही बाजार');
  });

  it('moves the short forms for good, in the same language', async () => {
    expect(await seo('/popular-buses', 'hi')).toMatchObject({
      status: 301,
      location: '/hi/buses/popular-buses',
    });
    expect((await seo('/bus-dealers/tata-motors/pune')).location).toBe('/buses/bus-dealers/tata-motors/pune');
  });

  it('keeps private pages out of the index', async () => {
    for (const path of ['/account', '/admin/leads/3', '/emandi/admin']) {
      const answer = await seo(path);
      expect(answer.status).toBe(200);
      expect(answer.seo.robots).toBe('noindex,nofollow');
      expect(answer.seo.alternates).toEqual([]);
    }
  });

  it('answers 404 for an admin path the desk has no page for (no soft 404 with the login)', async () => {
    for (const path of ['/admin/no-such-desk', '/admin/news/5/extra', '/admin/catalogue/nothing']) {
      expect((await seo(path)).status).toBe(404);
      expect((await seo(path, 'hi')).status).toBe(404);
    }
    expect((await seo('/admin/catalogue/models/12')).status).toBe(200);
  });

  it('refuses a path that is no site path, and an unknown locale, with 400', async () => {
    for (const [query, message] of [
      ['path=trucks', /^path: path must start with "\/"/],
      ['path=/trucks?x=1', /^path: /],
      ['path=/trucks&locale=xx', /^locale: /],
      ['locale=en', /^path: /],
    ] as const) {
      const response = await api.app.inject({ method: 'GET', url: `/api/general/seo?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});
