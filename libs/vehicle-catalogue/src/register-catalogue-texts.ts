import { registerNamespace } from '@cvb/i18n';
import { catalogueResources } from './catalogue-resources';
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

export function registerCatalogueTexts(): void {
  registerNamespace('catalogue', catalogueResources);
  registerNamespace('catalogue', compareTexts);
  registerNamespace('catalogue', emiTexts);
  registerNamespace('catalogue', runningCostTexts);
  registerNamespace('catalogue', modelPageTexts);
  registerNamespace('catalogue', reviewTexts);
  registerNamespace('catalogue', listPageTexts);
  registerNamespace('catalogue', dealersTexts);
  registerNamespace('catalogue', usedVehicleTexts);
  registerNamespace('catalogue', usedLinksTexts);
  registerNamespace('catalogue', view360Texts);
}
