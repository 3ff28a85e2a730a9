import { localeInfo } from '@cvb/i18n/locales';
import { organization, webSite } from './json-ld/site-identity';
import type { PageSeo, SeoContext } from './page-seo';
import { absoluteUrl, pageUrl, SITE_IMAGE } from './site-urls';
import type { AccountPageKey, ShellPageKey } from './texts/seo-text-types';

/** Home: the site's title as it is, with the Organization and the WebSite (and its search) as JSON-LD. */
export function homeSeo(context: SeoContext): PageSeo {
  const { texts, origin } = context;
  const logo = absoluteUrl(origin, SITE_IMAGE);
  return {
    ...texts.home,
    fullTitle: true,
    crumbs: [],
    jsonLd: [
      organization(origin, texts.siteName, logo),
      webSite(origin, pageUrl(origin, '/', context.locale), texts.siteName, localeInfo(context.locale).tag),
    ],
  };
}

/** About, contact, legal pages and the Auto Expo page. */
export function shellPageSeo(context: SeoContext, page: ShellPageKey, path: string): PageSeo {
  const words = context.texts.pages[page];
  return { ...words, crumbs: [{ name: words.title, path }], jsonLd: [] };
}

/** Account, admin and the price import are private (noindex); community and the sell form are public. */
export function accountPageSeo(context: SeoContext, page: AccountPageKey, path: string): PageSeo {
  const words = context.texts.account[page];
  const isPublic = page === 'community' || page === 'sell-used-vehicle';
  return { ...words, noindex: !isPublic, crumbs: [{ name: words.title, path }], jsonLd: [] };
}

/** /tractors/implements: farm implements by type. */
export function implementsSeo(context: SeoContext): PageSeo {
  return {
    ...context.texts.implements,
    crumbs: [
      { name: context.texts.sections.tractor, path: '/tractors' },
      { name: context.texts.implements.title, path: '/tractors/implements' },
    ],
    jsonLd: [],
  };
}
