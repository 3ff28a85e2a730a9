import { flattenKeys, missingTranslations } from '@cvb/i18n';
import { headerTexts } from './header-texts';

it('has every header, city and search text in six languages', () => {
  expect(missingTranslations(headerTexts)).toEqual({});
});

it('keeps the fixed texts exact in English', () => {
  const search = headerTexts.en.search as Record<string, string>;
  expect(search.noMatches).toBe('No matches found');
});

it('has no keys outside header, city and search', () => {
  expect(new Set(flattenKeys(headerTexts.en).map((key) => key.split('.')[0]))).toEqual(
    new Set(['header', 'city', 'search']),
  );
});
