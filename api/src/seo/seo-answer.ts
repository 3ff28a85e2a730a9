import {
  canonicalOfShortForm,
  withoutTrailingSlash,
  type SeoAnswer,
  type SeoObject,
  type SeoQuery,
} from '@cvb/contracts';
import { localizePath } from '@cvb/i18n/locale-path';
import type { Db } from '../db/database';
import { breadcrumbList } from './json-ld/breadcrumbs';
import type { PageSeo, SectionResolver, SeoContext } from './page-seo';
import { resolveSectionVideos, resolveSitePage } from './resolve-site-page';
import { absoluteUrl, languageVersions, pageUrl, SITE_IMAGE } from './site-urls';
import { fill, seoTextsOf } from './texts/seo-texts';
import { resolveVerticalPage } from './vertical-pages/resolve-vertical';
import { resolveUsedPage } from './used-pages/resolve-used';

/** Vertical video pages first: media owns them inside the vehicle sections (as the route table says). */
const RESOLVERS: readonly SectionResolver[] = [
  resolveSectionVideos,
  resolveUsedPage,
  resolveSitePage,
  resolveVerticalPage,
];

const INDEXED = 'index,follow,max-image-preview:large';
const NOT_INDEXED = 'noindex,follow';
const PRIVATE = 'noindex,nofollow';
const DESCRIPTION_LENGTH = 300;

/** At most `length` characters, cut at a word with an ellipsis. */
function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

function pageObject(context: SeoContext, path: string, page: PageSeo): SeoObject {
  const { origin, locale, texts } = context;
  const canonicalPath = page.canonicalPath ?? path;
  return {
    title: page.fullTitle ? page.title : fill(texts.titleWithSite, { title: page.title }),
    description: clip(page.description, DESCRIPTION_LENGTH),
    robots: page.noindex ? PRIVATE : INDEXED,
    url: pageUrl(origin, path, locale),
    canonical: pageUrl(origin, canonicalPath, locale),
    image: absoluteUrl(origin, page.image ?? SITE_IMAGE),
    ...(page.rssPath ? { rssLink: absoluteUrl(origin, page.rssPath) } : {}),
    alternates: page.noindex ? [] : languageVersions(origin, canonicalPath),
  };
}

function notFoundObject(context: SeoContext, path: string): SeoObject {
  const { origin, locale, texts } = context;
  const url = pageUrl(origin, path, locale);
  return {
    title: fill(texts.titleWithSite, { title: texts.notFound.title }),
    description: texts.notFound.description,
    robots: NOT_INDEXED,
    url,
    canonical: url,
    image: absoluteUrl(origin, SITE_IMAGE),
    alternates: [],
  };
}

/**
 * general/seo: what the server sends in a page's head. The page's own resolver finds it from the path and the
 * data (a brand, model, story or city slug that does not exist is a 404, like a path no page owns); the old site's
 * short forms move for good (301) to their canonical page in the same language.
 */
export async function seoAnswer(db: Db, query: SeoQuery, origin: string): Promise<SeoAnswer> {
  const context: SeoContext = { db, locale: query.locale, texts: seoTextsOf(query.locale), origin };
  const path = withoutTrailingSlash(query.path);
  const shortForm = canonicalOfShortForm(path);
  if (shortForm !== null) {
    const location = localizePath(shortForm, query.locale);
    return {
      status: 301,
      location,
      seo: { ...notFoundObject(context, path), canonical: `${origin}${location}` },
      jsonLd: [],
    };
  }
  for (const resolve of RESOLVERS) {
    const resolution = await resolve(path, context);
    if (resolution === null) continue;
    if (resolution === 'not-found') break;
    const home = { name: context.texts.homeCrumb, url: pageUrl(origin, '/', query.locale) };
    const trail = resolution.crumbs.map((crumb) => ({
      name: crumb.name,
      url: pageUrl(origin, crumb.path, query.locale),
    }));
    return {
      status: 200,
      seo: pageObject(context, path, resolution),
      jsonLd: [...resolution.jsonLd, breadcrumbList([home, ...trail])],
      ...(resolution.firstView?.length ? { firstView: resolution.firstView } : {}),
    };
  }
  return { status: 404, seo: notFoundObject(context, path), jsonLd: [] };
}
