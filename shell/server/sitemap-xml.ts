import type { NewsSitemapItem, SitemapFile, SitemapPage } from '@cvb/contracts';
import { LOCALES, localeInfo, localizePath } from '@cvb/i18n';
import { escapeUTF8 } from 'entities/escape';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `/sitemaps/trucks.xml`: where the shell serves a sitemap file of the index. */
export const sitemapFilePath = (name: string) => `/sitemaps/${name}.xml`;
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

/** The sitemap index: every file the API lists, with its newest change, and the news sitemap. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeUTF8(`${origin}${sitemapFilePath(file.name)}`)}</loc><lastmod>${escapeUTF8(file.lastModified)}</lastmod></sitemap>`,
  );
  entries.push(`<sitemap><loc>${escapeUTF8(`${origin}${NEWS_SITEMAP_PATH}`)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;
}

/**
 * A sitemap file: each page once per language, each URL naming every language version (hreflang, the locale's
 * tag) and x-default, as Google asks of multilingual sitemaps.
 */
export function urlSetXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const links = [
      ...LOCALES.map((locale) => ({
        hreflang: locale.tag,
        href: `${origin}${localizePath(page.path, locale.code)}`,
      })),
      { hreflang: 'x-default', href: `${origin}${localizePath(page.path, 'en')}` },
    ]
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeUTF8(link.href)}"/>`,
      )
      .join('');
    for (const locale of LOCALES) {
      const loc = `${origin}${localizePath(page.path, locale.code)}`;
      urls.push(
        `<url><loc>${escapeUTF8(loc)}</loc><lastmod>${escapeUTF8(page.lastModified)}</lastmod>${links}</url>`,
      );
    }
  }
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('\n')}</urlset>\n`;
}

/** The Google News sitemap: each story of the last two days in its language, with the publication's name. */
export function newsSitemapXml(
  origin: string,
  items: readonly NewsSitemapItem[],
  publication: string,
): string {
  const urls = items.map((item) => {
    const loc = `${origin}${localizePath(item.path, item.locale)}`;
    // Google News takes ISO 639 language codes (hi, mr, pa, ta, te, en).
    const language = localeInfo(item.locale).code;
    return [
      `<url><loc>${escapeUTF8(loc)}</loc><news:news>`,
      `<news:publication><news:name>${escapeUTF8(publication)}</news:name><news:language>${language}</news:language></news:publication>`,
      `<news:publication_date>${escapeUTF8(item.publishedAt)}</news:publication_date>`,
      `<news:title>${escapeUTF8(item.title)}</news:title>`,
      '</news:news></url>',
    ].join('');
  });
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${urls.join('\n')}</urlset>\n`;
}

/** robots.txt: everything open but the private desks and the API (its pictures and feeds stay open), and the index. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/admin', '/account'];
  const localized = LOCALES.flatMap((locale) => privatePaths.map((path) => localizePath(path, locale.code)));
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(localized)].map((path) => `Disallow: ${path}`),
    'Disallow: /api',
    // Pages and link previews show pictures from the API's media, and the RSS feeds live there too.
    'Allow: /api/media/',
    'Allow: /api/feeds/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
