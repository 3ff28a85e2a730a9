import { missingTranslations } from '@cvb/i18n';
import { MESSAGES } from '@cvb/validation';
import { leadTexts } from './index';

it('has every lead form text in six languages', () => {
  expect(missingTranslations(leadTexts)).toEqual({});
});

it('uses the exact field-rule messages in English', () => {
  expect(leadTexts.en.errors).toMatchObject({
    fillAllDetails: 'Please fill all details',
    selectCity: 'Please select city',
    mobileInvalid: 'Enter correct mobile number',
    emailInvalid: MESSAGES.emailInvalid,
  });
});

it('translates rather than copies English', () => {
  for (const code of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
    expect(leadTexts[code].errors).not.toEqual(leadTexts.en.errors);
    expect(leadTexts[code].thanks).not.toEqual(leadTexts.en.thanks);
  }
});
