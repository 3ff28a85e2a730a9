import type { ApiCall, JsonLdObject, LocaleCode } from '@cvb/contracts';
import type { Db } from '../db/database';
import type { SeoTexts } from './texts/seo-text-types';

/** One step of the page's breadcrumb trail, after Home. */
export interface Crumb {
  name: string;
  /** Site path without locale prefix. */
  path: string;
}

/** What a page type knows of one page: its words, picture and structured data. */
export interface PageSeo {
  /** Without the site's name, which the answer adds (unless `fullTitle`). */
  title: string;
  description: string;
  /** Site path or absolute URL of its picture; the site's picture when absent. */
  image?: string;
  /** Private and utility pages stay out of search results. */
  noindex?: boolean;
  rssPath?: string;
  /** The page's own path when the requested one is another way to it (`/web-stories/x` of a tractor story). */
  canonicalPath?: string;
  /** The trail after Home, the page itself last. */
  crumbs: Crumb[];
  /** The page's JSON-LD besides its BreadcrumbList, which the answer adds. */
  jsonLd: JsonLdObject[];
  /** The title is complete as it is (home). */
  fullTitle?: boolean;
  /** The API GETs the page's first view makes, whose answers the shell's server inlines into the page. */
  firstView?: ApiCall[];
}

/** A page of this path does not exist: no route owns it, or its brand, model or story slug is unknown. */
export const NOT_FOUND = 'not-found' as const;
export type Resolution = PageSeo | typeof NOT_FOUND;

/** What every page type needs to describe a page. */
export interface SeoContext {
  db: Db;
  locale: LocaleCode;
  texts: SeoTexts;
  /** The site's origin as visitors see it, e.g. https://cvbazaar.in. */
  origin: string;
}

/** A resolver of one section: the page at `segments`, or null when the path is none of its pages. */
export type SectionResolver = (path: string, context: SeoContext) => Promise<Resolution | null>;
