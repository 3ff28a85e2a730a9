import { missingTranslations } from '@cvb/i18n';
import { machineTexts } from './texts';

it('has every tractor, equipment and filter text in six languages', () => {
  expect(missingTranslations(machineTexts)).toEqual({});
});
