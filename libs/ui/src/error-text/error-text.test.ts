import { LOCALES } from '@cvb/i18n';
import { errorKind } from './error-kind';
import { errorText } from './error-text';
import { errorTexts } from './texts';

const withStatus = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });

describe('errorText', () => {
  it('sorts failures by what a visitor can do about them', () => {
    expect(errorKind(withStatus(404))).toBe('notFound');
    expect(errorKind(withStatus(400))).toBe('invalid');
    expect(errorKind(withStatus(429))).toBe('tooMany');
    expect(errorKind(withStatus(502))).toBe('server');
    expect(
      errorKind(Object.assign(new Error('timeout of 200000ms exceeded'), { code: 'ECONNABORTED' })),
    ).toBe('timeout');
    expect(errorKind(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', request: {} }))).toBe(
      'offline',
    );
    expect(errorKind(new Error('Expected string, received number'))).toBe('unknown');
    expect(errorKind('boom')).toBe('unknown');
  });

  it('says a sentence in the visitor’s language instead of the transport message', () => {
    expect(errorText(withStatus(404), 'en')).toBe(
      'We could not find what you asked for. The link may be wrong or the page may have been removed.',
    );
    expect(errorText(withStatus(404), 'ta')).toBe(errorTexts.ta.notFound);
    expect(errorText(withStatus(404), 'xx')).toBe(errorTexts.en.notFound);
    expect(errorText(withStatus(404), 'hi', { notFound: 'यह ट्रक अब सूची में नहीं है।' })).toBe(
      'यह ट्रक अब सूची में नहीं है।',
    );
  });

  it('has every sentence in all six languages, none of them a transport message', () => {
    const kinds = Object.keys(errorTexts.en).sort();
    for (const { code } of LOCALES) {
      expect(Object.keys(errorTexts[code]).sort()).toEqual(kinds);
      for (const text of Object.values(errorTexts[code])) {
        expect(text).not.toMatch(/status code|Request failed|Network Error/);
        expect(text.trim().length).toBeGreaterThan(10);
      }
    }
  });
});
