import {
  apiCallKey,
  INDIAN_STATES,
  seoAnswerSchema,
  TRANSLATED_CITIES,
  TRANSLATED_TOWNS,
  type ApiCall,
  type LocaleCode,
  type SeoAnswer,
} from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';
import { collect, scriptShare, type Texts } from './script-share-measure';

/** A page of each kind: the landing, list, model, brand, dealers, tools, media, mandi and fuel pages. */
const PATHS = [
  '/',
  '/trucks',
  '/trucks/tata-motors/ace-gold',
  '/buses/buses-under-20-lakh',
  '/three-wheelers',
  '/tractors/mini-tractors',
  '/news',
  '/videos/tata-motors-ace-gold-review',
  '/web-stories/top-tractors-2025',
  '/expert-reviews',
  '/expert-reviews/tata-motors-ace-gold-review',
  '/trucks/truck-dealers/tata-motors/pune',
  '/news/gst-on-commercial-vehicles-cut-to-18-percent',
  '/emandi/wheat',
  '/fuel-prices/petrol-price-in-delhi',
  // Dealer pages (all brands, one brand, one brand in a city), fuel in every city, a mandi market.
  '/trucks/truck-dealers',
  '/trucks/truck-dealers/tata-motors',
  '/buses/bus-dealers/tata-motors/mumbai',
  '/tractors/tractor-dealers/mahindra/ludhiana',
  '/fuel-prices/petrol-price-in-all-city',
  '/fuel-prices/diesel-price-in-maharashtra',
  '/emandi/market/punjab/ludhiana/khanna',
  '/emandi/market/maharashtra/nashik/lasalgaon',
];

/** The English names of the cities, towns and states the site names in every language. */
const PLACES = [...TRANSLATED_CITIES, ...TRANSLATED_TOWNS, ...INDIAN_STATES.map((state) => state.name)];
/** The places a sentence names in English ("Pune में Tata Motors के डीलर"), whole words only. */
const englishPlacesIn = (text: string): string[] =>
  PLACES.filter((place) => new RegExp(`(^|[^A-Za-z])${place}($|[^A-Za-z])`).test(text));
const LOCALES: Exclude<LocaleCode, 'en'>[] = ['hi', 'mr', 'pa', 'ta', 'te'];

describe.each(testDatabases)("a page's first view is in its reader's script on %s", (kind) => {
  const api = useTestApi(kind);

  async function firstView(path: string, locale: LocaleCode): Promise<Texts> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
    });
    expect(response.statusCode).toBe(200);
    const answer: SeoAnswer = seoAnswerSchema.parse(response.json());
    // A page that is not found would pass with its short not-found texts: every path here must exist.
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    const texts: Texts = { words: [answer.seo.title, answer.seo.description], names: [] };
    for (const call of answer.firstView ?? ([] as ApiCall[])) {
      const data = await api.app.inject({ method: 'GET', url: `/api/${apiCallKey(call.path, call.query)}` });
      collect(data.json(), '', texts);
    }
    return texts;
  }

  it.each(LOCALES)('%s: at least 80 % of the letters outside names are in the script', async (locale) => {
    const shares: Record<string, number> = {};
    for (const path of PATHS)
      shares[path] = Math.round(scriptShare(await firstView(path, locale), locale) * 100);
    const below = Object.entries(shares).filter(([, share]) => share < 80);
    expect(below).toEqual([]);
  });

  it.each(LOCALES)(
    '%s: titles and descriptions name cities and states in the script, not in English',
    async (locale) => {
      const english: Record<string, string[]> = {};
      for (const path of PATHS) {
        const { words } = await firstView(path, locale);
        const found = englishPlacesIn(`${words[0]} | ${words[1]}`);
        if (found.length > 0) english[path] = found;
      }
      expect(english).toEqual({});
    },
  );

  it('counts an English first view as Latin (the measure can fail)', async () => {
    const english = await firstView('/trucks/tata-motors/ace-gold', 'en');
    expect(scriptShare(english, 'hi')).toBeLessThan(0.2);
    const dealers = await firstView('/trucks/truck-dealers/tata-motors/pune', 'en');
    expect(englishPlacesIn(dealers.words[0])).toEqual(['Pune']);
  });
});
