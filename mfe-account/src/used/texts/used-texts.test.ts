import { missingTranslations } from '@cvb/i18n';
import { usedTexts } from './index';

describe('used marketplace texts', () => {
  it('has every English key in the other five languages', () => {
    expect(missingTranslations(usedTexts)).toEqual({});
  });
});
