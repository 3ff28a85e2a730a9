import { registerNamespace } from '@cvb/i18n';
import { catalogResources } from './catalog-resources';
import { compareTexts } from './compare-page/texts';
import { emiTexts } from './emi-page/texts';
import { runningCostTexts } from './cost-page/texts';
import { listPageTexts } from './list-pages/texts';
import { dealersTexts } from './dealers-page/texts';
import { modelPageTexts } from './model-page/texts';
import { usedVehicleTexts } from './used-vehicles/texts';
import { reviewTexts } from './reviews/texts';
import { usedLinksTexts } from './used-links/used-links-texts';
import { view360Texts } from './view-360/view-360-texts';

export function registerCatalogTexts(): void {
  registerNamespace('catalog', catalogResources);
  registerNamespace('catalog', compareTexts);
  registerNamespace('catalog', emiTexts);
  registerNamespace('catalog', runningCostTexts);
  registerNamespace('catalog', modelPageTexts);
  registerNamespace('catalog', reviewTexts);
  registerNamespace('catalog', listPageTexts);
  registerNamespace('catalog', dealersTexts);
  registerNamespace('catalog', usedVehicleTexts);
  registerNamespace('catalog', usedLinksTexts);
  registerNamespace('catalog', view360Texts);
}
