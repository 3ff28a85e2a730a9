import { missingTranslations } from '@cvb/i18n';
import { emandiTexts } from './texts';

it('has every e-mandi and fuel text in six languages', () => {
  expect(missingTranslations(emandiTexts)).toEqual({});
});
