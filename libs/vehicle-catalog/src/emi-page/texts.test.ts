import { missingTranslations } from '@cvb/i18n';
import { EMI_FOOTNOTE } from '../emi/emi-defaults';
import { emiTexts } from './texts';

it('has every EMI text in six languages, with the SPEC footnote in English', () => {
  expect(missingTranslations(emiTexts)).toEqual({});
  expect(emiTexts.en.emi).toMatchObject({ footnote: EMI_FOOTNOTE });
});
