import type { JsonLdObject } from '@cvb/contracts';

/** An ItemList of the pages a list page links to (stories, videos, guides), in order. */
export function linkList(name: string, items: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}
