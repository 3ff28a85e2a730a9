import { missingTranslations } from '@cvb/i18n';
import { listPageTexts } from './texts';

it('has every list and landing text in six languages', () => {
  expect(missingTranslations(listPageTexts)).toEqual({});
  expect(Object.keys(listPageTexts.en)).toEqual(['lists', 'landing']);
});
