import { missingTranslations } from '@cvb/i18n';
import { reviewTexts } from './texts';

it('has every review text in six languages, with the fixed messages exactly in English', () => {
  expect(missingTranslations(reviewTexts)).toEqual({});
  expect(reviewTexts.en.reviews).toMatchObject({
    recorded: 'your rating and review has been recorded',
    validation: {
      nameRequired: 'Please enter your name',
      emailInvalid: 'Please provide a valid email address',
    },
  });
});
