import { missingTranslations } from '@cvb/i18n';
import { catalogResources } from './catalog-resources';

it('has every catalogue text in six languages', () => {
  expect(missingTranslations(catalogResources)).toEqual({});
});
