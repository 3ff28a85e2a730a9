import { apiCallKey, seoAnswerSchema, type ApiCall, type LocaleCode, type SeoAnswer } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';
import { collect, scriptShare, type Texts } from './script-share-measure';

/**
 * Written content besides the catalogue: articles of each sub-section, the Auto Expo page, older news (the first
 * seed's and generated ones: a dealership and a farm-season story) and the community's questions.
 */
const PATHS = [
  '/articles/monsoon-care-trucks',
  '/articles/best-trucks-in-india',
  '/articles/tata-motors-intra-v30-story-behind-the-bestseller',
  '/auto-expo-2025',
  '/news/hydrogen-truck-trials-begin',
  '/news/mahindra-to-acquire-sml-isuzu-stake',
  '/news/tata-motors-truck-dealership-indore',
  '/news/tractor-enquiries-up-21-percent-rabi-sowing-2025-0',
  '/news/upsrtc-orders-140-tata-motors-starbus-school',
  '/community',
];

/** The GETs of pages whose SEO answer inlines no first view: the calls the page itself makes on load. */
const PAGE_CALLS: Record<string, (locale: LocaleCode) => string[]> = {
  '/auto-expo-2025': (locale) => [`general/auto-expo-2025?locale=${locale}`],
  '/community': (locale) =>
    ['truck', 'bus', 'three-wheeler', 'tractor'].map(
      (vertical) => `community/questions?vertical=${vertical}&locale=${locale}`,
    ),
};
const LOCALES: Exclude<LocaleCode, 'en'>[] = ['hi', 'mr', 'pa', 'ta', 'te'];

describe.each(testDatabases)(
  "articles, the Auto Expo, older news and the community in the reader's script on %s",
  (kind) => {
    const api = useTestApi(kind);

    async function pageTexts(path: string, locale: LocaleCode): Promise<Texts> {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/general/seo?${new URLSearchParams({ path, locale }).toString()}`,
      });
      expect(response.statusCode).toBe(200);
      const answer: SeoAnswer = seoAnswerSchema.parse(response.json());
      const texts: Texts = { words: [answer.seo.title, answer.seo.description], names: [] };
      const urls = [
        ...(answer.firstView ?? ([] as ApiCall[])).map((call) => apiCallKey(call.path, call.query)),
        ...(PAGE_CALLS[path]?.(locale) ?? []),
      ];
      for (const url of urls) {
        const data = await api.app.inject({ method: 'GET', url: `/api/${url}` });
        expect(data.statusCode).toBe(200);
        collect(data.json(), '', texts);
      }
      return texts;
    }

    it.each(LOCALES)('%s: at least 80 % of the letters outside names are in the script', async (locale) => {
      const shares: Record<string, number> = {};
      for (const path of PATHS)
        shares[path] = Math.round(scriptShare(await pageTexts(path, locale), locale) * 100);
      const below = Object.entries(shares).filter(([, share]) => share < 80);
      expect(below).toEqual([]);
    });

    it('reads each page past its title: the story, the expo and the questions have text of their own', async () => {
      for (const path of PATHS) expect((await pageTexts(path, 'ta')).words.length).toBeGreaterThan(4);
    });

    it('counts the English pages as Latin (the measure can fail)', async () => {
      for (const path of ['/articles/monsoon-care-trucks', '/auto-expo-2025', '/community'])
        expect(scriptShare(await pageTexts(path, 'en'), 'te')).toBeLessThan(0.2);
    });
  },
);
