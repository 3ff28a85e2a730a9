import { missingTranslations } from '@cvb/i18n';
import { catalogueResources } from './catalogue-resources';

it('has every catalogue text in six languages', () => {
  expect(missingTranslations(catalogueResources)).toEqual({});
});
