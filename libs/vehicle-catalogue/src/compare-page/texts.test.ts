import { missingTranslations } from '@cvb/i18n';
import { COMPARE_MESSAGES } from '../compare/compare-messages';
import { compareTexts } from './texts';

it('has every compare text in six languages, with the exact English messages', () => {
  expect(missingTranslations(compareTexts)).toEqual({});
  expect(compareTexts.en.compare).toMatchObject({ messages: COMPARE_MESSAGES });
});
