import { registerNamespace } from '@cvb/i18n';
import { catalogResources } from './catalog-resources';

export function registerCatalogTexts(): void {
  registerNamespace('catalog', catalogResources);
}
