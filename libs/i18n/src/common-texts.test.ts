import type { LocaleCode } from '@cvb/contracts';

/** The common-text modules of other languages evaluated (each is its own chunk in a browser build). */
const evaluated: string[] = [];
for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
  jest.mock(`./common/${code}`, () => {
    evaluated.push(code);
    return jest.requireActual(`./common/${code}`);
  });
}

/** A fresh page: its own i18n instance and text registry, as a visitor's first load has. */
function freshPage(): typeof import('./index') {
  let page: typeof import('./index') | undefined;
  jest.isolateModules(() => {
    page = jest.requireActual<typeof import('./index')>('./index');
  });
  if (!page) throw new Error('no i18n module');
  return page;
}

describe('the common texts of a visit', () => {
  beforeEach(() => {
    evaluated.length = 0;
  });

  it('of an English visit are in the bundle: no other language is loaded', async () => {
    const { getI18n, loadTexts, setLanguage, textsReady, commonTexts } = freshPage();
    await setLanguage('en');
    await loadTexts([], 'en');
    expect(textsReady([commonTexts], 'en')).toBe(true);
    expect(getI18n().t('common:siteName')).toBe('CV Bazaar');
    expect(evaluated).toEqual([]);
  });

  it.each<[LocaleCode, string]>([
    ['hi', 'सीवी बाज़ार'],
    ['ta', 'சிவி பஜார்'],
  ])('of a visit in %s load that language only, before the page switches to it', async (code, siteName) => {
    const { getI18n, setLanguage } = freshPage();
    await setLanguage(code);
    expect(getI18n().language).toBe(code);
    expect(getI18n().t('common:siteName')).toBe(siteName);
    expect(evaluated).toEqual([code]);
  });

  it('come with the texts an app asks for, so what renders after them has both', async () => {
    const { getI18n, lazyTexts, loadTexts, textsReady } = freshPage();
    const pageTexts = lazyTexts('page', {
      en: async () => ({ title: 'Trucks' }),
      hi: async () => ({ title: 'ट्रक' }),
      mr: async () => ({ title: 'ट्रक' }),
      pa: async () => ({ title: 'ਟਰੱਕ' }),
      ta: async () => ({ title: 'லாரிகள்' }),
      te: async () => ({ title: 'ట్రక్కులు' }),
    });
    expect(textsReady(pageTexts, 'mr')).toBe(false);
    await loadTexts(pageTexts, 'mr');
    expect(textsReady(pageTexts, 'mr')).toBe(true);
    expect(getI18n().getResource('mr', 'common', 'retry')).toEqual(expect.any(String));
    expect(evaluated).toEqual(['mr']);
  });
});
