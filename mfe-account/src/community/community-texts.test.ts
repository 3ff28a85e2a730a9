import { missingTranslations } from '@cvb/i18n';
import { communityTexts } from './community-texts';

it('has every community text in six languages', () => {
  expect(missingTranslations(communityTexts)).toEqual({});
});
