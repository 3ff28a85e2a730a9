import { getI18n } from '@cvb/i18n';
import { getStore } from '@cvb/store';
import { syncLocaleWithPath } from './sync-locale';

describe('syncLocaleWithPath', () => {
  it.each([
    ['/', 'en', 'en'],
    ['/hi/about-us', 'hi', 'hi-IN'],
    ['/mr/trucks', 'mr', 'mr-IN'],
    ['/pa/contact-us', 'pa', 'pa'],
    ['/ta', 'ta', 'ta-IN'],
    ['/te/news', 'te', 'te-IN'],
    ['/fr/trucks', 'en', 'en'],
  ])('%s sets locale %s and <html lang="%s">', (path, locale, tag) => {
    syncLocaleWithPath(path);
    expect(document.documentElement.lang).toBe(tag);
    expect(getStore().getState().locale.code).toBe(locale);
    expect(getI18n().language).toBe(locale);
  });
});
