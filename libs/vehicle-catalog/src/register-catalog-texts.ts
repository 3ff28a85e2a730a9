import { registerNamespace } from '@cvb/i18n';
import { catalogResources } from './catalog-resources';
import { dealersTexts } from './dealers-page/texts';

export function registerCatalogTexts(): void {
  registerNamespace('catalog', catalogResources);
  registerNamespace('catalog', dealersTexts);
}
