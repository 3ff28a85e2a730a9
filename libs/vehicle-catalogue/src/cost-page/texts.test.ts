import { missingTranslations } from '@cvb/i18n';
import { runningCostTexts } from './texts';

it('has every cost-of-ownership and trip-cost text in six languages', () => {
  expect(missingTranslations(runningCostTexts)).toEqual({});
});
