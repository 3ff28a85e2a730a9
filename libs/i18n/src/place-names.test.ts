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
    // A city, a town of the fuel tables, a state in any case, a town asked as a city, an unknown place, and a city
    // asked in a language the page did not load.
    const names = () => [
      cityName('Chennai', 'ta'),
      placeName('Tiruchirappalli', 'ta'),
      stateName('tamil nadu', 'ta'),
      cityName('Thane', 'ta'),
      placeName('Lasalgaon Vinchur', 'ta'),
      cityName('Pune', 'hi'),
    ];
    const english = ['Chennai', 'Tiruchirappalli', 'tamil nadu', 'Thane', 'Lasalgaon Vinchur', 'Pune'];
    expect(textsReady([], 'ta')).toBe(false);
    expect(names()).toEqual(english);
    await loadTexts([], 'ta');
    expect(textsReady([], 'ta')).toBe(true);
    expect(names()).toEqual(['சென்னை', 'திருச்சிராப்பள்ளி', 'தமிழ்நாடு', 'Thane', 'Lasalgaon Vinchur', 'Pune']);
    expect(loaded(page)).toEqual(['ta']);
  });

  it('of another language load before the page switches to it, so no English name shows meanwhile', async () => {
    const page = freshPage();
    const { cityName, getI18n, setLanguage } = page;
    const switching = setLanguage('mr');
    expect(getI18n().language).toBe('en');
    await switching;
    expect(getI18n().language).toBe('mr');
    expect([cityName('Nashik', 'mr'), cityName('Pune', 'mr')]).toEqual(['नाशिक', 'पुणे']);
    expect(loaded(page)).toEqual(['mr']);
  });
});
