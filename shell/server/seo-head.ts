import { serializeJsonLd, type LocaleCode, type SeoAnswer } from '@cvb/contracts';
import { getI18n, localeInfo } from '@cvb/i18n';
import { escapeUTF8 } from 'entities/escape';

/** Text and attribute values with &, <, >, " and ' escaped (fb55/entities, the escaper of htmlparser2). */
const escape = (value: string) => escapeUTF8(value);

const ARTICLE_TYPES = new Set(['NewsArticle', 'Article', 'Review']);

/** Open Graph's locale form of a locale: hi → hi_IN. */
const ogLocale = (locale: LocaleCode) => `${locale}_IN`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escape(content)}">`;

/** The site's name in the page's language (the server loads every language's common texts as it starts). */
function siteNameOf(locale: LocaleCode): string {
  const name: unknown = getI18n().getResource(locale, 'common', 'siteName');
  return typeof name === 'string' ? name : 'CV Bazaar';
}

/**
 * The head tags of a page from its SEO answer: description, robots, canonical, one alternate per language and
 * x-default, the RSS feed, Open Graph and Twitter card tags, and each JSON-LD object in its own script (with
 * `<`, `>` and `&` escaped as JSON, so no text can close the tag).
 */
export function seoHeadTags(answer: SeoAnswer, locale: LocaleCode): string {
  const { seo, jsonLd } = answer;
  const isArticle = jsonLd.some((item) => ARTICLE_TYPES.has(String(item['@type'])));
  const tags = [
    meta('name', 'description', seo.description),
    meta('name', 'robots', seo.robots),
    `<link rel="canonical" href="${escape(seo.canonical)}">`,
    ...seo.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escape(alternate.hreflang)}" href="${escape(alternate.href)}">`,
    ),
    ...(seo.rssLink
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escape(seo.title)}" href="${escape(seo.rssLink)}">`,
        ]
      : []),
    meta('property', 'og:type', isArticle ? 'article' : 'website'),
    meta('property', 'og:site_name', siteNameOf(locale)),
    meta('property', 'og:locale', ogLocale(locale)),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.canonical),
    meta('property', 'og:image', seo.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', seo.image),
    ...jsonLd.map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`),
  ];
  return tags.join('');
}

/** `<html lang>` of the page's language (its tag in docs/domain.md#languages: hi-IN). */
export function withLanguage(html: string, locale: LocaleCode): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${escape(localeInfo(locale).tag)}">`);
}

/**
 * The page with its own head: its title instead of the template's, the template's description replaced, the
 * tags of `seoHeadTags` at the end of the head, and its language on `<html>`.
 */
export function withSeoHead(html: string, answer: SeoAnswer, locale: LocaleCode): string {
  const title = `<title>${escape(answer.seo.title)}</title>`;
  const withoutOwn = withLanguage(html, locale)
    .replace(/<meta\b[^>]*\bname=["']?description(?=["'\s/>])[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => title);
  const tags = seoHeadTags(answer, locale);
  return withoutOwn.replace(/<\/head>/i, () => `${withoutOwn.includes(title) ? '' : title}${tags}</head>`);
}
