import { eq } from 'drizzle-orm';
import { tyreBrands } from '../db/schema';
import { loadTyreCatalogue } from '../tyres/tyre-catalogue';
import { getTyreGuide, listTyreGuides } from '../tyres/tyre-guides';
import { formatRupees } from '@cvb/format';
import { articleJsonLd } from './json-ld/article';
import { linkList } from './json-ld/item-list';
import { modelProduct } from './json-ld/product';
import { NOT_FOUND, type Crumb, type PageSeo, type Resolution, type SeoContext } from './page-seo';
import { absoluteUrl, pageUrl } from './site-urls';
import { fill } from './texts/seo-texts';
import type { TyrePageKey } from './texts/seo-text-types';
import { languageOf, publisher } from './media-pages/media-context';

/** The segment page a tyre belongs to, when the site has one. */
const SEGMENT_PAGES: Partial<Record<string, TyrePageKey>> = {
  truck: 'truck-tyres',
  tractor: 'tractor-tyres',
  'three-wheeler': 'three-wheeler-tyres',
};

const tyresCrumb = (context: SeoContext): Crumb => ({
  name: context.texts.tyres.pages.tyres.title,
  path: '/tyres',
});

/** The tyre section's fixed pages: landing, brands, search, segments, compare and the finders and tools. */
export function tyrePageSeo(context: SeoContext, page: TyrePageKey, path: string): PageSeo {
  const words = context.texts.tyres.pages[page];
  const crumbs =
    page === 'tyres' ? [tyresCrumb(context)] : [tyresCrumb(context), { name: words.title, path }];
  return { ...words, crumbs, jsonLd: [] };
}

/** A tyre brand's page: its tyres as an ItemList; not found for an unknown brand. */
export async function tyreBrandSeo(context: SeoContext, brandSlug: string): Promise<Resolution> {
  const [brand] = await context.db.select().from(tyreBrands).where(eq(tyreBrands.slug, brandSlug)).limit(1);
  if (!brand) return NOT_FOUND;
  const values = { brand: brand.name };
  const title = fill(context.texts.tyres.brand.title, values);
  const tyres = (await loadTyreCatalogue(context.db)).filter(
    (tyre) => tyre.brandSlug === brand.slug && tyre.status !== 'expired',
  );
  return {
    title,
    description: fill(context.texts.tyres.brand.description, values),
    crumbs: [tyresCrumb(context), { name: title, path: `/tyres/${brand.slug}` }],
    jsonLd: [
      linkList(
        title,
        tyres.map((tyre) => ({
          name: tyre.name,
          url: pageUrl(context.origin, `/tyres/${tyre.brandSlug}/${tyre.slug}`, context.locale),
        })),
      ),
    ],
  };
}

/** A tyre model: its lowest price in the title and a Product with an AggregateOffer over its sizes. */
export async function tyreModelSeo(
  context: SeoContext,
  brandSlug: string,
  modelSlug: string,
): Promise<Resolution> {
  const tyre = (await loadTyreCatalogue(context.db)).find(
    (candidate) => candidate.brandSlug === brandSlug && candidate.slug === modelSlug,
  );
  if (!tyre) return NOT_FOUND;
  const prices =
    tyre.sizes.length > 0 ? tyre.sizes.map((size) => size.price) : tyre.price ? [tyre.price] : [];
  const price =
    prices.length > 0 ? formatRupees(Math.min(...prices), context.locale, { beforeFrom: true }) : null;
  const words = price ? context.texts.tyres.model : context.texts.tyres.modelWithoutPrice;
  const values = { name: tyre.name, price: price ?? '' };
  const path = `/tyres/${brandSlug}/${modelSlug}`;
  const brandTitle = fill(context.texts.tyres.brand.title, { brand: tyre.brandName });
  // The brand's logo is an SVG: fine for the Product, not for link previews, which keep the site's picture.
  const logo = `/api/media/logos/${brandSlug}.svg`;
  const description = fill(words.description, values);
  const segmentPage = SEGMENT_PAGES[tyre.segment];
  return {
    title: fill(words.title, values),
    description,
    crumbs: [
      tyresCrumb(context),
      { name: brandTitle, path: `/tyres/${brandSlug}` },
      { name: tyre.name, path },
    ],
    jsonLd: [
      modelProduct(
        {
          name: tyre.name,
          brandName: tyre.brandName,
          url: pageUrl(context.origin, path, context.locale),
          image: absoluteUrl(context.origin, logo),
          description,
          category: segmentPage && context.texts.tyres.pages[segmentPage].title,
        },
        prices,
        tyre.status === 'on-sale' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      ),
    ],
  };
}

/** The tyre guides list, its newest guides as an ItemList. */
export async function tyreGuideListSeo(context: SeoContext): Promise<PageSeo> {
  const words = context.texts.tyres.pages['tyre-guide-list'];
  const guides = await listTyreGuides(context.db, { _locale: context.locale });
  return {
    ...words,
    crumbs: [tyresCrumb(context), { name: words.title, path: '/tyre-guides' }],
    jsonLd: [
      linkList(
        words.title,
        guides.slice(0, 10).map((guide) => ({
          name: guide.title,
          url: pageUrl(context.origin, `/tyre-guides/${guide.slug}`, context.locale),
        })),
      ),
    ],
  };
}

/** One tyre guide, an Article by the site; not found for an unknown slug. */
export async function tyreGuideSeo(context: SeoContext, slug: string): Promise<Resolution> {
  const guide = await getTyreGuide(context.db, slug, context.locale).catch(() => undefined);
  if (!guide) return NOT_FOUND;
  const path = `/tyre-guides/${slug}`;
  const listTitle = context.texts.tyres.pages['tyre-guide-list'].title;
  const site = publisher(context);
  return {
    title: guide.title,
    description: guide.summary,
    crumbs: [tyresCrumb(context), { name: listTitle, path: '/tyre-guides' }, { name: guide.title, path }],
    jsonLd: [
      articleJsonLd({
        type: 'Article',
        headline: guide.title,
        description: guide.summary,
        url: pageUrl(context.origin, path, context.locale),
        image: site.logo,
        datePublished: guide.publishedAt,
        authorName: site.name,
        authorUrl: `${context.origin}/`,
        authorType: 'Organization',
        language: languageOf(context),
        publisher: site,
      }),
    ],
  };
}
