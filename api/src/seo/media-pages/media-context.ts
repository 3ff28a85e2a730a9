import { localeInfo } from '@cvb/i18n/locales';
import type { Crumb, SeoContext } from '../page-seo';
import { absoluteUrl, pageUrl, SITE_IMAGE } from '../site-urls';
import { seoTextsOf } from '../texts/seo-texts';

/** A generated picture at the width link previews like best (the site serves 640 by default). */
export const largePicture = (src: string) => src.replace(/\?w=\d+$/, '?w=1280');

/** The publisher every story names: the site under its own (English) name, with its picture. */
export function publisher(context: SeoContext) {
  return { name: seoTextsOf('en').siteName, logo: absoluteUrl(context.origin, SITE_IMAGE) };
}

/** The language of the page, as schema.org's inLanguage (its tag in docs/domain.md#languages). */
export const languageOf = (context: SeoContext) => localeInfo(context.locale).tag;

export const urlOf = (context: SeoContext, path: string) => pageUrl(context.origin, path, context.locale);

/** An author's page, linked from every story as the story's author. */
export const authorPath = (slug: string) => `/authors/${slug}`;

export const listCrumb = (name: string, path: string): Crumb => ({ name, path });
