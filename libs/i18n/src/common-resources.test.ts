import { commonResources } from './common-resources';
import { missingTranslations } from './translation-completeness';

describe('common translations', () => {
  it('has every key, non-empty, in all six languages', () => {
    expect(Object.keys(commonResources).sort()).toEqual(['en', 'hi', 'mr', 'pa', 'ta', 'te']);
    expect(missingTranslations(commonResources)).toEqual({});
  });

  it('reports a missing or empty key', () => {
    const broken = { ...commonResources, ta: { ...commonResources.ta, retry: '' } };
    expect(missingTranslations(broken)).toEqual({ ta: ['retry'] });
  });

  it('is not an English copy', () => {
    for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
      expect(commonResources[code].retry).not.toBe(commonResources.en.retry);
    }
  });
});
