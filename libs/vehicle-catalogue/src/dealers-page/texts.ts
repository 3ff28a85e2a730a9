import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the dealer pages (namespace "catalogue", key "dealers"), in all six languages. */
export const dealersTexts: NamespaceResources = {
  en: catalogueTextsEn.dealers,
  hi: catalogueTextsHi.dealers,
  mr: catalogueTextsMr.dealers,
  pa: catalogueTextsPa.dealers,
  ta: catalogueTextsTa.dealers,
  te: catalogueTextsTe.dealers,
};
