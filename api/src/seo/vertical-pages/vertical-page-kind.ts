import {
  ALL_VERTICAL_DEFINITIONS,
  listPagePath,
  runningCostTools,
  type ListPageDefinition,
  type VerticalDefinition,
} from '@cvb/contracts';

/** The tools every vertical has under its base path (`ownedPaths`), besides the landing, lists and dealers. */
export type VerticalTool =
  'search' | 'brands' | 'compare' | 'emi-calculator' | 'cost-of-ownership' | 'trip-cost-calculator' | 'used';

/** Which page of a vertical a path is, from its definition alone (slugs are checked against the data later). */
export type VerticalPage =
  | { kind: 'landing' }
  | { kind: 'tool'; tool: VerticalTool }
  | { kind: 'list'; page: ListPageDefinition }
  | { kind: 'dealers' }
  | { kind: 'dealers-brand'; brandSlug: string }
  | { kind: 'dealers-city'; brandSlug: string; citySlug: string }
  | { kind: 'brand'; brandSlug: string }
  | { kind: 'model'; brandSlug: string; modelSlug: string }
  | { kind: 'variant'; brandSlug: string; modelSlug: string; variantSlug: string };

/** The vertical whose base path the path is or lies under. */
export function definitionOfPath(path: string): VerticalDefinition | undefined {
  return ALL_VERTICAL_DEFINITIONS.find(
    (definition) => path === definition.basePath || path.startsWith(`${definition.basePath}/`),
  );
}

function toolOf(definition: VerticalDefinition, segment: string): VerticalTool | undefined {
  if (segment === `used-${definition.plural}`) return 'used';
  const tools = ['search', 'brands', 'compare', 'emi-calculator', ...runningCostTools(definition)] as const;
  return tools.find((tool) => tool === segment);
}

/** The page a path under the vertical is; null for a path no page of the vertical owns. */
export function verticalPageOf(definition: VerticalDefinition, path: string): VerticalPage | null {
  if (path === definition.basePath) return { kind: 'landing' };
  if (path === definition.dealersPath) return { kind: 'dealers' };
  if (path.startsWith(`${definition.dealersPath}/`)) {
    const [brandSlug, citySlug, ...rest] = path.slice(definition.dealersPath.length + 1).split('/');
    if (!brandSlug || rest.length > 0) return null;
    return citySlug ? { kind: 'dealers-city', brandSlug, citySlug } : { kind: 'dealers-brand', brandSlug };
  }
  const segments = path.slice(definition.basePath.length + 1).split('/');
  const [first = '', second, third, ...rest] = segments;
  if (segments.some((segment) => segment === '') || rest.length > 0) return null;
  if (segments.length === 1) {
    const list = definition.listPages.find((page) => listPagePath(definition, page) === path);
    if (list) return { kind: 'list', page: list };
    const tool = toolOf(definition, first);
    if (tool) return { kind: 'tool', tool };
  }
  // Any other reserved word (videos, web-stories, implements…) is a page of its own or none, never a brand.
  if (definition.reservedSlugs.includes(first)) return null;
  if (second === undefined) return { kind: 'brand', brandSlug: first };
  if (third === undefined) return { kind: 'model', brandSlug: first, modelSlug: second };
  return { kind: 'variant', brandSlug: first, modelSlug: second, variantSlug: third };
}
