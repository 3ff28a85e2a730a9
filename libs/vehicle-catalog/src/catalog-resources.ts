import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the catalogue engine (namespace "catalog"), in all six languages. */
export const catalogResources: NamespaceResources = {
  en: catalogueTextsEn.catalog,
  hi: catalogueTextsHi.catalog,
  mr: catalogueTextsMr.catalog,
  pa: catalogueTextsPa.catalog,
  ta: catalogueTextsTa.catalog,
  te: catalogueTextsTe.catalog,
};
