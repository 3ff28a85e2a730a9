import { getI18n, missingTranslations } from '@cvb/i18n';
import { EMI_FOOTNOTE, footnoteValues } from '../emi/emi-defaults';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { emiTexts } from './texts';

it('has every EMI text in six languages, with the exact footnote in English for the default loan', () => {
  expect(missingTranslations(emiTexts)).toEqual({});
  registerCatalogueTexts();
  const t = getI18n().getFixedT('en', 'catalogue');
  expect(t('emi.footnote', footnoteValues('truck'))).toBe(EMI_FOOTNOTE);
  expect(t('emi.footnote', footnoteValues('tractor'))).toBe(
    'EMI calculated at 11% interest over 5 years. EMI is rounded to the nearest rupee and excludes processing and file fees.',
  );
});
