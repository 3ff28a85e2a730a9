import { fixedSitePages, type SitePageKey, type SitemapPage } from '@cvb/contracts';
import { page } from './sitemap-page';

/** The sitemap each fixed page of the site-pages table belongs to; private and admin pages belong to none. */
const SITEMAP_OF_PAGE: Record<SitePageKey, string | null> = {
  home: 'pages',
  'about-us': 'pages',
  'advertise-with-us': 'pages',
  'contact-us': 'pages',
  'privacy-policy': 'pages',
  'terms-and-conditions': 'pages',
  'visitor-agreement': 'pages',
  'auto-expo-2025': 'pages',
  community: 'pages',
  'sell-used-vehicle': 'pages',
  account: null,
  admin: null,
  'emandi-admin': null,
  'news-list': 'news',
  'news-story': 'news',
  'article-list': 'articles',
  'article-category': 'articles',
  article: 'articles',
  author: 'articles',
  'expert-review-list': 'expert-reviews',
  'expert-review': 'expert-reviews',
  'video-list': 'videos',
  video: 'videos',
  'web-story-list': 'web-stories',
  'web-story': 'web-stories',
  'tractor-web-story-list': 'web-stories',
  'tractor-web-story': 'web-stories',
  'tractor-implements': 'tractors',
  tyres: 'tyres',
  'tyre-brands': 'tyres',
  'tyre-search': 'tyres',
  'tyre-segment': 'tyres',
  'tyre-compare': 'tyres',
  'tyre-finder': 'tyres',
  'tyre-pressure': 'tyres',
  'tyre-upsizing': 'tyres',
  'battery-finder': 'tyres',
  'lubricant-finder': 'tyres',
  'tyre-guide-list': 'tyres',
  'tyre-guide': 'tyres',
  'tyre-brand': 'tyres',
  'tyre-model': 'tyres',
  'fuel-prices': 'fuel-prices',
  'fuel-all-cities': 'fuel-prices',
  'fuel-place': 'fuel-prices',
  emandi: 'emandi',
  'emandi-market': 'emandi',
  'emandi-commodity': 'emandi',
};

/** The parameter-free pages of the table that go into `sitemap`, each dated `lastModified`. */
export function fixedPagesOf(sitemap: string, lastModified: string): SitemapPage[] {
  return fixedSitePages()
    .filter((entry) => SITEMAP_OF_PAGE[entry.page] === sitemap)
    .map((entry) => page(entry.path, lastModified));
}
