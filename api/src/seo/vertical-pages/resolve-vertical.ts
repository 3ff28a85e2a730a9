import type { VerticalDefinition } from '@cvb/contracts';
import { verticalFirstView, withFirstView } from '../first-view';
import type { Resolution, SectionResolver, SeoContext } from '../page-seo';
import { modelSeo, variantSeo } from './model-pages';
import { brandSeo, dealersSeo, landingSeo, listSeo, toolSeo } from './section-pages';
import { definitionOfPath, verticalPageOf, type VerticalPage } from './vertical-page-kind';

/**
 * The catalogue pages of every vehicle vertical, read from its VerticalDefinition: tractors and infra resolve
 * like trucks, so their pages answer as soon as their data is there.
 */
export const resolveVerticalPage: SectionResolver = async (path, context) => {
  const definition = definitionOfPath(path);
  if (!definition) return null;
  const page = verticalPageOf(definition, path);
  if (!page) return 'not-found';
  const resolution = await pageSeo(context, definition, page);
  return withFirstView(resolution, verticalFirstView(definition, page, context.locale));
};

/** The SEO of one page of the vertical. */
async function pageSeo(
  context: SeoContext,
  definition: VerticalDefinition,
  page: VerticalPage,
): Promise<Resolution> {
  switch (page.kind) {
    case 'landing':
      return landingSeo(context, definition);
    case 'tool':
      return toolSeo(context, definition, page.tool);
    case 'list':
      return listSeo(context, definition, page.page);
    case 'dealers':
      return dealersSeo(context, definition);
    case 'dealers-brand':
      return dealersSeo(context, definition, page.brandSlug);
    case 'dealers-city':
      return dealersSeo(context, definition, page.brandSlug, page.citySlug);
    case 'brand':
      return brandSeo(context, definition, page.brandSlug);
    case 'model':
      return modelSeo(context, definition, page.brandSlug, page.modelSlug);
    case 'variant':
      return variantSeo(context, definition, page.brandSlug, page.modelSlug, page.variantSlug);
  }
}
