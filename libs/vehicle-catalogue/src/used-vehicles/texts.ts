import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the used-vehicle list (namespace "catalogue", key `usedVehicles`). */
export const usedVehicleTexts: NamespaceResources = {
  en: catalogueTextsEn.usedVehicles,
  hi: catalogueTextsHi.usedVehicles,
  mr: catalogueTextsMr.usedVehicles,
  pa: catalogueTextsPa.usedVehicles,
  ta: catalogueTextsTa.usedVehicles,
  te: catalogueTextsTe.usedVehicles,
};
