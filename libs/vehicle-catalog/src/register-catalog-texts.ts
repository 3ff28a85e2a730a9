import { registerNamespace } from '@cvb/i18n';
import { catalogResources } from './catalog-resources';
import { listPageTexts } from './list-pages/texts';
import { dealersTexts } from './dealers-page/texts';

export function registerCatalogTexts(): void {
  registerNamespace('catalog', catalogResources);
  registerNamespace('catalog', listPageTexts);
  registerNamespace('catalog', dealersTexts);
}
