import { ALL_VERTICAL_DEFINITIONS, matchSitePage, type SitePageMatch } from '@cvb/contracts';
import { mandiCommodityFirstView, newsListFirstView, storyFirstView, withFirstView } from './first-view';
import { fuelAllCitiesSeo, fuelIndexSeo, fuelPlaceSeo } from './fuel-pages';
import { mandiCommoditySeo, mandiHomeSeo, mandiMarketSeo } from './mandi-pages';
import {
  authorSeo,
  expertReviewListSeo,
  expertReviewSeo,
  storyListSeo,
  storySeo,
} from './media-pages/story-pages';
import { sectionVideosSeo, videoListSeo, videoSeo } from './media-pages/video-pages';
import { webStoryListSeo, webStorySeo } from './media-pages/web-story-pages';
import type { Resolution, SectionResolver, SeoContext } from './page-seo';
import { accountPageSeo, homeSeo, implementsSeo, shellPageSeo } from './shell-pages';
import { tyreBrandSeo, tyreGuideListSeo, tyreGuideSeo, tyreModelSeo, tyrePageSeo } from './tyre-pages';

/** A page of the site-pages table (SITE_PAGES): media, tyres, fuel, mandi, the shell's and the account's. */
async function sitePageSeo(match: SitePageMatch, path: string, context: SeoContext): Promise<Resolution> {
  const { page, params } = match;
  const param = (name: string) => params[name] ?? '';
  switch (page) {
    case 'home':
      return homeSeo(context);
    case 'about-us':
    case 'advertise-with-us':
    case 'contact-us':
    case 'privacy-policy':
    case 'terms-and-conditions':
    case 'visitor-agreement':
    case 'auto-expo-2025':
      return shellPageSeo(context, page, path);
    case 'news-list':
      return withFirstView(
        await storyListSeo(context, 'news', 'news-list', path),
        newsListFirstView(context.locale),
      );
    case 'news-story':
      return withFirstView(
        await storySeo(context, 'news', param('slug')),
        storyFirstView('news', param('slug'), context.locale),
      );
    case 'article-list':
      return storyListSeo(context, 'article', 'article-list', path);
    case 'article-category': {
      const category = param('category');
      const list = category === 'bestofs' || category === 'tips-advice' ? category : 'features';
      return storyListSeo(context, 'article', list, path);
    }
    case 'article':
      return withFirstView(
        await storySeo(context, 'article', param('slug')),
        storyFirstView('article', param('slug'), context.locale),
      );
    case 'author':
      return authorSeo(context, param('slug'));
    case 'expert-review-list':
      return expertReviewListSeo(context);
    case 'expert-review':
      return expertReviewSeo(context, param('slug'));
    case 'video-list':
      return videoListSeo(context);
    case 'video':
      return videoSeo(context, param('slug'));
    case 'web-story-list':
      return webStoryListSeo(context, false);
    case 'tractor-web-story-list':
      return webStoryListSeo(context, true);
    case 'web-story':
    case 'tractor-web-story':
      return webStorySeo(context, param('slug'));
    case 'tractor-implements':
      return implementsSeo(context);
    case 'tyres':
    case 'tyre-brands':
    case 'tyre-search':
    case 'tyre-compare':
    case 'tyre-finder':
    case 'tyre-pressure':
    case 'tyre-upsizing':
    case 'battery-finder':
    case 'lubricant-finder':
      return tyrePageSeo(context, page, path);
    case 'tyre-segment': {
      const segment = param('segment');
      const key = segment === 'tractor-tyres' || segment === 'three-wheeler-tyres' ? segment : 'truck-tyres';
      return tyrePageSeo(context, key, path);
    }
    case 'tyre-guide-list':
      return tyreGuideListSeo(context);
    case 'tyre-guide':
      return tyreGuideSeo(context, param('slug'));
    case 'tyre-brand':
      return tyreBrandSeo(context, param('brandSlug'));
    case 'tyre-model':
      return tyreModelSeo(context, param('brandSlug'), param('modelSlug'));
    case 'fuel-prices':
      return fuelIndexSeo(context);
    case 'fuel-all-cities':
      return fuelAllCitiesSeo(context, param('fuelList'));
    case 'fuel-place':
      return fuelPlaceSeo(context, param('slug'));
    case 'emandi':
      return mandiHomeSeo(context);
    case 'emandi-admin':
    case 'account':
    case 'admin':
    case 'community':
    case 'sell-used-vehicle':
      return accountPageSeo(context, page, path);
    case 'emandi-market':
      return mandiMarketSeo(context, {
        state: param('state'),
        district: param('district'),
        market: param('market'),
      });
    case 'emandi-commodity':
      return withFirstView(
        await mandiCommoditySeo(context, param('commodity')),
        mandiCommodityFirstView(param('commodity'), context.locale),
      );
  }
}

export const resolveSitePage: SectionResolver = async (path, context) => {
  const match = matchSitePage(path);
  return match ? sitePageSeo(match, path, context) : null;
};

/** `/trucks/videos`, `/buses/tata-motors/videos`, `/tractors/mahindra/575-di/videos`: media pages of a vertical. */
export const resolveSectionVideos: SectionResolver = async (path, context) => {
  if (!path.endsWith('/videos')) return null;
  for (const definition of ALL_VERTICAL_DEFINITIONS) {
    if (!path.startsWith(`${definition.basePath}/`)) continue;
    const middle = path.slice(definition.basePath.length + 1, -'/videos'.length);
    const [brandSlug, modelSlug, ...rest] = middle === '' ? [] : middle.split('/');
    if (rest.length > 0 || brandSlug === '' || modelSlug === '') return 'not-found';
    return sectionVideosSeo(context, definition, brandSlug, modelSlug);
  }
  return null;
};
