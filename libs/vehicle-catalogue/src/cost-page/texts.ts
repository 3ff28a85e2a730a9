import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the cost-of-ownership and trip-cost pages (namespace "catalogue", keys "runningCost" and "tripCost"). */
export const runningCostTexts: NamespaceResources = {
  en: catalogueTextsEn.runningCost,
  hi: catalogueTextsHi.runningCost,
  mr: catalogueTextsMr.runningCost,
  pa: catalogueTextsPa.runningCost,
  ta: catalogueTextsTa.runningCost,
  te: catalogueTextsTe.runningCost,
};
