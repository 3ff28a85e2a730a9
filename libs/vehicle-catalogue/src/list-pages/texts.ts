import type { NamespaceResources } from '@cvb/i18n';
import {
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
} from '@cvb/contracts';

/** Texts of the list pages and the landing (namespace "catalogue", keys `lists` and `landing`). */
export const listPageTexts: NamespaceResources = {
  en: catalogueTextsEn.lists,
  hi: catalogueTextsHi.lists,
  mr: catalogueTextsMr.lists,
  pa: catalogueTextsPa.lists,
  ta: catalogueTextsTa.lists,
  te: catalogueTextsTe.lists,
};
