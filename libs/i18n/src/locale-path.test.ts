import { localizePath, parseLocalePath } from './locale-path';

describe('parseLocalePath', () => {
  it.each([
    ['/', 'en', '', '/'],
    ['/trucks/brands', 'en', '', '/trucks/brands'],
    ['/hi', 'hi', '/hi', '/'],
    ['/hi/trucks', 'hi', '/hi', '/trucks'],
    ['/ta/news/gst-cut', 'ta', '/ta', '/news/gst-cut'],
    ['/fr/trucks', 'en', '', '/fr/trucks'],
    ['/history', 'en', '', '/history'],
  ])('%s is locale %s with path %s', (input, locale, prefix, path) => {
    expect(parseLocalePath(input)).toEqual({ locale, prefix, path });
  });
});

describe('localizePath', () => {
  it('adds, swaps and removes prefixes', () => {
    expect(localizePath('/trucks', 'hi')).toBe('/hi/trucks');
    expect(localizePath('/hi/trucks', 'te')).toBe('/te/trucks');
    expect(localizePath('/mr/trucks', 'en')).toBe('/trucks');
    expect(localizePath('/', 'pa')).toBe('/pa');
  });
});
