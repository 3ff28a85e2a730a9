import type { SiteTexts } from './texts';

/** "Mahindra 575 DI | Krishi Yantra Kendra": a page's title under the main site's own name. */
export const siteTitle = (texts: SiteTexts, title: string): string => `${title} | ${texts.siteName}`;

/**
 * The page's own part of a title the API's general/seo wrote for CV Bazaar ("Mahindra 575 DI Price … | CV
 * Bazaar"): everything before the last " | ", where the API puts the site's name.
 */
export function pageTitleOf(seoTitle: string): string {
  const cut = seoTitle.lastIndexOf(' | ');
  return (cut > 0 ? seoTitle.slice(0, cut) : seoTitle).trim();
}

/** The not-found page's title: its sentence without the full stop. */
export const notFoundTitle = (texts: SiteTexts): string =>
  siteTitle(texts, texts.notFound.replace(/[.।]\s*$/, ''));
