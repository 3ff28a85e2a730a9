import type { ListPageDefinition, LocaleCode, VerticalDefinition } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { catalogueText } from '../catalogue-headings';

/**
 * The catalogue's text key of a list page, as the list page itself reads it: budget pages under or above
 * their band's amount, type and fuel pages by key (the electric page has its own), then popular, latest,
 * upcoming.
 */
function listTextPath(definition: VerticalDefinition, page: ListPageDefinition): string[] {
  const base = ['lists', definition.key];
  if (page.kind === 'budget' && page.key) {
    const band = definition.budgetBands.find((candidate) => candidate.key === page.key);
    return [...base, band?.max === null ? 'budgetAbove' : 'budgetUnder'];
  }
  if (page.kind === 'type' && page.key) return [...base, 'types', page.key];
  if (page.kind === 'fuel' && page.key === 'electric') return [...base, 'electric'];
  if (page.kind === 'fuel' && page.key) return [...base, 'fuels', page.key];
  return [...base, page.kind];
}

/** The band amount a budget page names: its upper end, or the lower end of an "above" band. */
function bandPrice(definition: VerticalDefinition, page: ListPageDefinition, locale: LocaleCode): string {
  const band = definition.budgetBands.find((candidate) => candidate.key === page.key);
  const amount = band ? (band.max ?? band.min ?? 0) : 0;
  return formatBandPrice(amount, locale, { beforePostposition: true });
}

/** A list page's heading and intro in `locale`, as the page shows them. */
export function listHeading(
  definition: VerticalDefinition,
  page: ListPageDefinition,
  locale: LocaleCode,
): { heading: string; intro: string } {
  const path = listTextPath(definition, page);
  const values: Record<string, string> =
    page.kind === 'budget' ? { price: bandPrice(definition, page, locale) } : {};
  return {
    heading: catalogueText(locale, [...path, 'title'], values) ?? page.slug,
    intro: catalogueText(locale, [...path, 'intro'], values) ?? '',
  };
}
