import {
  brandedName,
  catalogueTextsEn,
  catalogueTextsHi,
  catalogueTextsMr,
  catalogueTextsPa,
  catalogueTextsTa,
  catalogueTextsTe,
  USED_VALUATION_PATH,
  indianStateBySlug,
  placeName,
  stateName,
  usedAdCall,
  usedAdIdOfSegment,
  usedBrandPath,
  usedListCall,
  usedListPath,
  usedStatePath,
  usedVerticalOfSegment,
  type LocaleCode,
  type VehicleVertical,
} from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { usedAdDetail } from '../../used-market/ad-detail';
import { countListedAds, usedBrandOf } from '../../used-market/list-ads';
import { UsedMarketError } from '../../used-market/used-errors';
import { NOT_FOUND, type PageSeo, type Resolution, type SeoContext } from '../page-seo';
import { absoluteUrl, pageUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import { usedVehicleJsonLd } from './used-json-ld';
import { USED_SEO_TEXTS } from './used-seo-texts';

const LIST_TITLES: Record<LocaleCode, Record<VehicleVertical, string>> = {
  en: catalogueTextsEn.usedVehicles.usedVehicles.title,
  hi: catalogueTextsHi.usedVehicles.usedVehicles.title,
  mr: catalogueTextsMr.usedVehicles.usedVehicles.title,
  pa: catalogueTextsPa.usedVehicles.usedVehicles.title,
  ta: catalogueTextsTa.usedVehicles.usedVehicles.title,
  te: catalogueTextsTe.usedVehicles.usedVehicles.title,
};

/** A list, state or brand page: its heading's words, how many ads it shows, noindex while it shows none. */
async function listPage(
  context: SeoContext,
  vertical: VehicleVertical,
  place: { state?: { slug: string; name: string }; brand?: { slug: string; name: string } },
): Promise<PageSeo> {
  const texts = USED_SEO_TEXTS[context.locale];
  const listTitle = LIST_TITLES[context.locale][vertical];
  const title = place.state
    ? fill(texts.inState, { title: listTitle, place: place.state.name }, context.locale)
    : place.brand
      ? fill(texts.ofBrand, { title: listTitle, brand: place.brand.name })
      : listTitle;
  const count = await countListedAds(context.db, vertical, new Date(), {
    stateSlug: place.state?.slug,
    brandSlug: place.brand?.slug,
  });
  const path = place.state
    ? usedStatePath(vertical, place.state.slug)
    : place.brand
      ? usedBrandPath(vertical, place.brand.slug)
      : usedListPath(vertical);
  const crumbs = [{ name: listTitle, path: usedListPath(vertical) }];
  if (path !== usedListPath(vertical)) crumbs.push({ name: title, path });
  return {
    title,
    description: fill(texts.listDescription, { title, count }),
    noindex: count === 0 && path !== usedListPath(vertical),
    crumbs,
    jsonLd: [],
    firstView: [
      usedListCall(vertical, context.locale, { state: place.state?.slug, brand: place.brand?.slug }),
    ],
  };
}

async function adPage(context: SeoContext, vertical: VehicleVertical, id: number): Promise<Resolution> {
  let ad;
  try {
    ad = await usedAdDetail(context.db, id, new Date());
  } catch (error) {
    if (error instanceof UsedMarketError && error.statusCode === 404) return NOT_FOUND;
    throw error;
  }
  if (ad.vertical !== vertical) return NOT_FOUND;
  const texts = USED_SEO_TEXTS[context.locale];
  const vehicle = brandedName(ad.brand, ad.model);
  const values = {
    vehicle,
    year: ad.year,
    city: placeName(ad.city, context.locale),
    kms: ad.kmsDriven.toLocaleString('en-IN'),
    price: formatRupees(ad.price, context.locale),
  };
  const description = fill(texts.adDescription, values, context.locale);
  const images = ad.photos.map((photo) => absoluteUrl(context.origin, photo.url));
  const listTitle = LIST_TITLES[context.locale][vertical];
  return {
    title: fill(texts.adTitle, values, context.locale),
    description,
    image: ad.photo?.url,
    // A sold or expired ad stays readable for its buyers, but out of search results.
    noindex: ad.status !== 'active',
    canonicalPath: ad.path,
    crumbs: [
      { name: listTitle, path: usedListPath(vertical) },
      { name: `${vehicle} ${ad.year}`, path: ad.path },
    ],
    jsonLd: [usedVehicleJsonLd(ad, pageUrl(context.origin, ad.path, context.locale), images, description)],
    firstView: [usedAdCall(ad.id, context.locale)],
  };
}

/**
 * The used marketplace's pages (docs/domain.md#used-marketplace): `/used-tractors`, `/used-tractors/maharashtra`,
 * `/used-tractors/brand/mahindra`, `/used-tractors/<words>-<id>` and `/used-vehicle-valuation`; an unknown state,
 * brand or ad is a 404.
 */
export async function resolveUsedPage(path: string, context: SeoContext): Promise<Resolution | null> {
  const segments = path.split('/').filter(Boolean);
  if (path === USED_VALUATION_PATH) {
    const texts = USED_SEO_TEXTS[context.locale];
    return {
      title: texts.valuationTitle,
      description: texts.valuationDescription,
      crumbs: [{ name: texts.valuationTitle, path }],
      jsonLd: [],
    };
  }
  const vertical = usedVerticalOfSegment(segments[0] ?? '');
  if (!vertical) return null;
  if (segments.length === 1) return listPage(context, vertical, {});
  if (segments.length === 2) {
    const state = indianStateBySlug(segments[1] ?? '');
    if (state)
      return listPage(context, vertical, {
        state: { slug: state.slug, name: stateName(state.name, context.locale) },
      });
    const id = usedAdIdOfSegment(segments[1] ?? '');
    return id === undefined ? NOT_FOUND : adPage(context, vertical, id);
  }
  if (segments.length === 3 && segments[1] === 'brand') {
    const brand = await usedBrandOf(context.db, vertical, segments[2] ?? '');
    return brand ? listPage(context, vertical, { brand }) : NOT_FOUND;
  }
  return NOT_FOUND;
}
