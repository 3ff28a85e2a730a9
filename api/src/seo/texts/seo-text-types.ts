// The shape of the SEO texts that each language (`en.ts` … `te.ts`) gives; `seo-texts.ts` picks one.
import type { FuelKind, VehicleVertical } from '@cvb/contracts';

export interface TitleAndDescription {
  title: string;
  description: string;
}

/** The shell's own pages besides home. */
export type ShellPageKey =
  | 'about-us'
  | 'advertise-with-us'
  | 'contact-us'
  | 'privacy-policy'
  | 'terms-and-conditions'
  | 'visitor-agreement'
  | 'auto-expo-2025';

export type TyrePageKey =
  | 'tyres'
  | 'tyre-brands'
  | 'tyre-search'
  | 'truck-tyres'
  | 'tractor-tyres'
  | 'three-wheeler-tyres'
  | 'tyre-compare'
  | 'tyre-finder'
  | 'tyre-pressure'
  | 'tyre-upsizing'
  | 'battery-finder'
  | 'lubricant-finder'
  | 'tyre-guide-list';

export type MediaListKey =
  | 'news-list'
  | 'article-list'
  | 'bestofs'
  | 'tips-advice'
  | 'features'
  | 'expert-review-list'
  | 'video-list'
  | 'web-story-list'
  | 'tractor-web-story-list';

export type AccountPageKey = 'account' | 'admin' | 'community' | 'sell-used-vehicle' | 'emandi-admin';

/**
 * The titles and descriptions of every page type in one language. `{{name}}` marks a value from the data;
 * prices come in formatted by @cvb/format. Catalogue headings (list pages, tools, dealers) come from the
 * catalogue's own texts (`catalogue-headings.ts`), so a page's title and its heading say the same.
 */
export interface SeoTexts {
  siteName: string;
  /** A page's title followed by the site's name. */
  titleWithSite: string;
  home: TitleAndDescription;
  homeCrumb: string;
  notFound: TitleAndDescription;
  pages: Record<ShellPageKey, TitleAndDescription>;
  /** A vertical's name as a breadcrumb and section label: "Trucks". */
  sections: Record<VehicleVertical, string>;
  vehicle: {
    /** Landing and list pages: `{{heading}}` is the page's heading. */
    sectionTitle: string;
    brandTitle: string;
    priceRange: string;
    priceFrom: string;
    modelTitle: string;
    /** The same without mileage, for verticals whose spec rows have none (tractors, machines). */
    modelTitleWithoutMileage: string;
    modelTitleExpected: string;
    modelTitleWithoutPrice: string;
    modelDescription: string;
    modelDescriptionExpected: string;
    modelDescriptionWithoutPrice: string;
    variantTitle: string;
    variantTitleWithoutPrice: string;
    variantDescription: string;
    variantDescriptionWithoutPrice: string;
    search: string;
    brands: string;
    compare: string;
    emi: string;
    costOfOwnership: string;
    tripCost: string;
    used: string;
    dealers: string;
    dealersBrand: string;
    dealersCity: string;
  };
  media: {
    lists: Record<MediaListKey, TitleAndDescription>;
    /** Videos of a vertical: "Truck videos". */
    sectionVideos: Record<VehicleVertical, TitleAndDescription>;
    brandVideos: TitleAndDescription;
    modelVideos: TitleAndDescription;
    author: TitleAndDescription;
    webStoryDescription: string;
  };
  implements: TitleAndDescription;
  tyres: {
    pages: Record<TyrePageKey, TitleAndDescription>;
    brand: TitleAndDescription;
    model: TitleAndDescription;
    modelWithoutPrice: TitleAndDescription;
  };
  fuel: {
    index: TitleAndDescription;
    allCities: Record<FuelKind, TitleAndDescription>;
    place: Record<FuelKind, TitleAndDescription>;
  };
  mandi: {
    home: TitleAndDescription;
    commodity: TitleAndDescription;
    commodityWithoutPrices: TitleAndDescription;
    market: TitleAndDescription;
  };
  account: Record<AccountPageKey, TitleAndDescription>;
}
