type Page = typeof import('./index');

/**
 * The languages whose place table the page has loaded (in a browser build each comes in its language's
 * common-texts chunk; e2e/tests/locale-chunks.spec.ts checks that no other is downloaded).
 */
const loaded = ({ getI18n }: Page) =>
  (['hi', 'mr', 'pa', 'ta', 'te'] as const).filter((code) => getI18n().hasResourceBundle(code, 'places'));

/** A fresh page: its own i18n instance and text registry, as a visitor's first load has. */
function freshPage(): Page {
  let page: Page | undefined;
  jest.isolateModules(() => {
    page = jest.requireActual<typeof import('./index')>('./index');
  });
  if (!page) throw new Error('no i18n module');
  return page;
}

describe("a page's place names", () => {
  it('of an English visit are the English names: no table is loaded', async () => {
    const page = freshPage();
    const { cityName, loadTexts, placeName, stateName } = page;
    await loadTexts([], 'en');
    expect([cityName('Pune', 'en'), placeName('Thane', 'en'), stateName('Tamil Nadu', 'en')]).toEqual([
      'Pune',
      'Thane',
      'Tamil Nadu',
    ]);
    expect(loaded(page)).toEqual([]);
  });

  it("come with the page's texts in its language only, cities, towns and states", async () => {
    const page = freshPage();
    const { cityName, loadTexts, placeName, stateName, textsReady } = page;
    expect(textsReady([], 'ta')).toBe(false);
    expect(cityName('Chennai', 'ta')).toBe('Chennai');
    await loadTexts([], 'ta');
    expect(textsReady([], 'ta')).toBe(true);
    expect(cityName('Chennai', 'ta')).toBe('சென்னை');
    expect(placeName('Tiruchirappalli', 'ta')).toBe('திருச்சிராப்பள்ளி');
    expect(stateName('tamil nadu', 'ta')).toBe('தமிழ்நாடு');
    expect(cityName('Thane', 'ta')).toBe('Thane');
    expect(placeName('Lasalgaon Vinchur', 'ta')).toBe('Lasalgaon Vinchur');
    expect(cityName('Pune', 'hi')).toBe('Pune');
    expect(loaded(page)).toEqual(['ta']);
  });

  it('of another language load before the page switches to it, so no English name shows meanwhile', async () => {
    const page = freshPage();
    const { cityName, getI18n, setLanguage } = page;
    const switching = setLanguage('mr');
    expect(getI18n().language).toBe('en');
    await switching;
    expect(getI18n().language).toBe('mr');
    expect(cityName('Nashik', 'mr')).toBe('नाशिक');
    expect(loaded(page)).toEqual(['mr']);
  });
});
