import { LOCALES, type Locale } from './texts';

/** The sections the embedded tractors/infra remote draws. */
const EMBED_SECTIONS = ['/tractors', '/infra'];
/** Pages under those sections that are CV Bazaar's media pages, which the embed does not have. */
const STORY_SECTION = '/tractors/web-stories';

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** A tractor or infra page the embed shows (its web stories excepted). */
export const isEmbedPath = (path: string): boolean =>
  !isWebStoryPath(path) && EMBED_SECTIONS.some((section) => within(path, section));

/** `/tractors/web-stories` and its stories: the CV Bazaar site's full-screen stories. */
export const isWebStoryPath = (path: string): boolean => within(path, STORY_SECTION);

/** Where the page is: its language from the address (`/hi/tractors`; English has no prefix) and the path without it. */
export interface SitePath {
  /** The language the address names, null when it names none (the visitor's choice then holds). */
  locale: Locale | null;
  /** `/hi`, or '' without a language. */
  prefix: string;
  /** The path without the prefix: `/tractors`, `/`. */
  path: string;
}

export function parseSitePath(pathname: string): SitePath {
  const [, first = '', ...rest] = pathname.split('/');
  const named = LOCALES.find((code) => code !== 'en' && code === first);
  if (!named) return { locale: null, prefix: '', path: pathname || '/' };
  return { locale: named, prefix: `/${named}`, path: `/${rest.join('/')}` };
}

/** The address of a path in a language: `/hi/tractors`, `/hi` for home; English and '' keep it as it is. */
export function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The prefix of a language in addresses: '' for English. */
export const prefixOf = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);
