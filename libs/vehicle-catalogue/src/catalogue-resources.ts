import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the catalogue engine (namespace "catalogue"), in all six languages. */
export const catalogueResources: NamespaceResources = {
  en: catalogueTextsEn.catalogue,
  hi: catalogueTextsHi.catalogue,
  mr: catalogueTextsMr.catalogue,
  pa: catalogueTextsPa.catalogue,
  ta: catalogueTextsTa.catalogue,
  te: catalogueTextsTe.catalogue,
};
