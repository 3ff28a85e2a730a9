import { notFoundTitle as notFoundTitleOf, pageTitleOf, siteTitle } from '../src/page-title';
import { isEmbedPath, isWebStoryPath, parseSitePath } from '../src/site-paths';
import { TEXTS, type Locale } from '../src/texts';
import type { PageSeo, SeoQuestion } from './seo-client';

/** What the server answers for a page address: its status and title, or where it moved. */
export type PageAnswer =
  { status: 200 | 404; lang: Locale; title: string } | { status: 301 | 302; location: string };

export interface PageHeadParts {
  seoOf: (question: SeoQuestion) => Promise<PageSeo | null>;
  /** The CV Bazaar site, where the tractors' web stories live (the embed has none); unset: they are not found here. */
  storiesUrl?: string;
}

const notFoundTitle = (lang: Locale) => notFoundTitleOf(TEXTS[lang]);

/**
 * The main site's pages: home, every tractor and infra page the embed shows (whether it exists and its title are the
 * API's, under the main site's name), in English or under a language prefix (`/hi/tractors`). Anything else is a 404.
 */
export async function pageAnswer(
  pathname: string,
  visitor: { host: string; protocol: string },
  { seoOf, storiesUrl }: PageHeadParts,
): Promise<PageAnswer> {
  const { locale, path } = parseSitePath(pathname);
  const lang = locale ?? 'en';
  const texts = TEXTS[lang];
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (bare === '/') return { status: 200, lang, title: siteTitle(texts, texts.homeTitle) };
  if (isWebStoryPath(bare)) {
    return storiesUrl
      ? { status: 302, location: `${storiesUrl.replace(/\/+$/, '')}${pathname}` }
      : { status: 404, lang, title: notFoundTitle(lang) };
  }
  if (!isEmbedPath(bare)) return { status: 404, lang, title: notFoundTitle(lang) };
  const seo = await seoOf({ path: bare, locale: lang, ...visitor });
  const section = bare.startsWith('/infra') ? texts.infra : texts.tractors;
  if (seo === null) return { status: 200, lang, title: siteTitle(texts, section) };
  if (seo.status === 404) return { status: 404, lang, title: notFoundTitle(lang) };
  if (seo.status === 301 && seo.location && isEmbedPath(parseSitePath(seo.location).path)) {
    return { status: 301, location: seo.location };
  }
  return {
    status: 200,
    lang,
    title: siteTitle(texts, seo.status === 200 ? pageTitleOf(seo.title) : section),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** The page's HTML: the site's one page with the address's language and title. */
export function pageHtml(template: string, lang: Locale, title: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}
