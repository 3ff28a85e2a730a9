/**
 * The pages of the sections that are not vehicle catalogues (those come from their VerticalDefinition): media,
 * tyres, mandi, fuel, the shell's own pages and the account pages, as path patterns (`:slug` is one segment).
 * Order matters: a fixed path comes before a pattern that would also match it (`/articles/bestofs` before
 * `/articles/:slug`).
 */
export const SITE_PAGES = [
  { page: 'home', pattern: '/' },
  { page: 'about-us', pattern: '/about-us' },
  { page: 'advertise-with-us', pattern: '/advertise-with-us' },
  { page: 'contact-us', pattern: '/contact-us' },
  { page: 'privacy-policy', pattern: '/privacy-policy' },
  { page: 'terms-and-conditions', pattern: '/terms-and-conditions' },
  { page: 'visitor-agreement', pattern: '/visitor-agreement' },
  { page: 'auto-expo-2025', pattern: '/auto-expo-2025' },

  { page: 'news-list', pattern: '/news' },
  { page: 'news-story', pattern: '/news/:slug' },
  { page: 'article-list', pattern: '/articles' },
  {
    page: 'article-category',
    pattern: '/articles/:category',
    values: { category: ['bestofs', 'tips-advice', 'features'] },
  },
  { page: 'article', pattern: '/articles/:slug' },
  { page: 'author', pattern: '/authors/:slug' },
  { page: 'expert-review-list', pattern: '/expert-reviews' },
  { page: 'expert-review', pattern: '/expert-reviews/:slug' },
  { page: 'video-list', pattern: '/videos' },
  { page: 'video', pattern: '/videos/:slug' },
  { page: 'web-story-list', pattern: '/web-stories' },
  { page: 'web-story', pattern: '/web-stories/:slug' },
  { page: 'tractor-web-story-list', pattern: '/tractors/web-stories' },
  { page: 'tractor-web-story', pattern: '/tractors/web-stories/:slug' },
  { page: 'tractor-implements', pattern: '/tractors/implements' },

  { page: 'tyres', pattern: '/tyres' },
  { page: 'tyre-brands', pattern: '/tyres/brands' },
  { page: 'tyre-search', pattern: '/tyres/search' },
  {
    page: 'tyre-segment',
    pattern: '/:segment',
    values: { segment: ['truck-tyres', 'tractor-tyres', 'three-wheeler-tyres'] },
  },
  { page: 'tyre-compare', pattern: '/tyres/compare' },
  { page: 'tyre-finder', pattern: '/tyres/finder' },
  { page: 'tyre-pressure', pattern: '/tyres/pressure-checker' },
  { page: 'tyre-upsizing', pattern: '/tyres/upsizing-tool' },
  { page: 'battery-finder', pattern: '/tyres/battery-finder' },
  { page: 'lubricant-finder', pattern: '/tyres/lubricant-finder' },
  { page: 'tyre-guide-list', pattern: '/tyre-guides' },
  { page: 'tyre-guide', pattern: '/tyre-guides/:slug' },
  { page: 'tyre-brand', pattern: '/tyres/:brandSlug' },
  { page: 'tyre-model', pattern: '/tyres/:brandSlug/:modelSlug' },

  { page: 'fuel-prices', pattern: '/fuel-prices' },
  {
    page: 'fuel-all-cities',
    pattern: '/fuel-prices/:fuelList',
    values: { fuelList: ['petrol-price-in-all-city', 'diesel-price-in-all-city', 'cng-price-in-all-city'] },
  },
  { page: 'fuel-place', pattern: '/fuel-prices/:slug' },
  { page: 'emandi', pattern: '/emandi' },
  { page: 'emandi-admin', pattern: '/emandi/admin' },
  { page: 'emandi-market', pattern: '/emandi/market/:state/:district/:market' },
  { page: 'emandi-commodity', pattern: '/emandi/:commodity' },

  { page: 'account', pattern: '/account' },
  // The alerts page, where an SMS's stop link lands (docs/domain.md#price-alerts).
  { page: 'account', pattern: '/account/alerts' },
  // The desk's own pages (mfe-account's admin-desk.tsx and catalogue-desk.tsx); every other /admin path is a 404.
  { page: 'admin', pattern: '/admin' },
  { page: 'admin', pattern: '/admin/news' },
  { page: 'admin', pattern: '/admin/news/:id' },
  { page: 'admin', pattern: '/admin/catalogue' },
  { page: 'admin', pattern: '/admin/catalogue/models/:id' },
  { page: 'admin', pattern: '/admin/catalogue/brands/:id' },
  { page: 'admin', pattern: '/admin/catalogue/dealers' },
  { page: 'admin', pattern: '/admin/catalogue/prices' },
  { page: 'admin', pattern: '/admin/media' },
  { page: 'admin', pattern: '/admin/media/expert-reviews/:slug' },
  { page: 'admin', pattern: '/admin/leads' },
  { page: 'admin', pattern: '/admin/leads/:id' },
  { page: 'admin', pattern: '/admin/import' },
  { page: 'admin', pattern: '/admin/moderation' },
  { page: 'community', pattern: '/community' },
  { page: 'sell-used-vehicle', pattern: '/sell-used-vehicle' },
] as const satisfies readonly SitePagePattern[];

interface SitePagePattern {
  page: string;
  pattern: string;
  /** The only values a parameter takes on this page. */
  values?: Readonly<Record<string, readonly string[]>>;
}

export type SitePageKey = (typeof SITE_PAGES)[number]['page'];

export interface SitePageMatch {
  page: SitePageKey;
  params: Readonly<Record<string, string>>;
}

/** `/trucks/` and `/trucks` are one page; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function matchPattern(entry: SitePagePattern, segments: readonly string[]): Record<string, string> | null {
  const parts = entry.pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    const name = part.slice(1);
    const allowed = entry.values?.[name];
    if (allowed && !allowed.includes(segment)) return null;
    params[name] = segment;
  }
  return params;
}

/** The site page a path (without locale prefix) is, with its parameters; null when none of these pages. */
export function matchSitePage(path: string): SitePageMatch | null {
  const segments = withoutTrailingSlash(path).split('/').filter(Boolean);
  for (const entry of SITE_PAGES as readonly (SitePagePattern & { page: SitePageKey })[]) {
    const params = matchPattern(entry, segments);
    if (params) return { page: entry.page, params };
  }
  return null;
}

/** The pages of the table that have no parameter, each one path (for sitemaps). */
export function fixedSitePages(): { page: SitePageKey; path: string }[] {
  return (SITE_PAGES as readonly (SitePagePattern & { page: SitePageKey })[]).flatMap((entry) => {
    if (!entry.pattern.includes(':')) return [{ page: entry.page, path: entry.pattern }];
    const names = entry.pattern.match(/:[A-Za-z]+/g) ?? [];
    const [only] = names;
    const values = only && names.length === 1 ? entry.values?.[only.slice(1)] : undefined;
    return (values ?? []).map((value) => ({
      page: entry.page,
      path: entry.pattern.replace(only ?? '', value),
    }));
  });
}
