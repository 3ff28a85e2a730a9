import type { JsonLdObject } from '@cvb/contracts';

/** schema.org BreadcrumbList of the trail, Home first, each step an absolute URL. */
export function breadcrumbList(steps: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
