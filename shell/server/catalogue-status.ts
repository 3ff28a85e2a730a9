import { parseLocalePath } from '@cvb/i18n';
import { VERTICAL_DEFINITIONS, listPagePath, type VerticalDefinition } from '@cvb/contracts';

/** The verticals whose brand, model and variant pages the catalogue engine serves. */
const CATALOGUE_VERTICALS: readonly VerticalDefinition[] = [
  VERTICAL_DEFINITIONS.truck,
  VERTICAL_DEFINITIONS.bus,
  VERTICAL_DEFINITIONS['three-wheeler'],
];

/** The API call that answers 404 when the page's brand, model or variant does not exist. */
export function catalogueCheckUrl(urlPath: string, apiBase: string): string | null {
  const { path } = parseLocalePath(urlPath);
  for (const definition of CATALOGUE_VERTICALS) {
    if (!path.startsWith(`${definition.basePath}/`)) continue;
    const fixed = new Set([
      ...definition.reservedSlugs,
      ...definition.listPages.map((page) =>
        listPagePath(definition, page).slice(definition.basePath.length + 1),
      ),
      definition.dealersPath.slice(definition.basePath.length + 1),
    ]);
    const [brandSlug, modelSlug, variantSlug, ...rest] = path
      .slice(definition.basePath.length + 1)
      .split('/')
      .filter(Boolean);
    if (
      !brandSlug ||
      fixed.has(brandSlug) ||
      rest.length > 0 ||
      modelSlug === 'videos' ||
      variantSlug === 'videos'
    ) {
      return null;
    }
    const query = new URLSearchParams({ brandSlug, city: 'new-delhi', locale: 'en' });
    if (!modelSlug)
      return `${apiBase}/api/${definition.api.contentPrefix}-brands?slug=${encodeURIComponent(brandSlug)}`;
    query.set('modelSlug', modelSlug);
    if (!variantSlug) return `${apiBase}/api/${definition.api.prefix}/model-detail?${query.toString()}`;
    query.set('variantSlug', variantSlug);
    return `${apiBase}/api/${definition.api.prefix}/variant-detail?${query.toString()}`;
  }
  return null;
}

/**
 * 404 when a catalogue page names a brand, model or variant the API does not have, so a crawler never
 * indexes a not-found page as a page; 200 otherwise, also when the API cannot be reached (the page itself
 * then shows its own error and retry).
 */
export async function catalogueStatus(
  urlPath: string,
  apiBase: string,
  fetchImpl: typeof fetch = fetch,
): Promise<200 | 404> {
  const url = catalogueCheckUrl(urlPath, apiBase);
  if (!url) return 200;
  try {
    const answer = await fetchImpl(url, { signal: AbortSignal.timeout(2_000) });
    if (answer.status === 404) return 404;
    if (!url.includes('-brands?')) return 200;
    const brands = (await answer.json()) as unknown;
    return Array.isArray(brands) && brands.length === 0 ? 404 : 200;
  } catch {
    return 200;
  }
}
