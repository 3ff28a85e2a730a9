import type { JsonLdObject } from '@cvb/contracts';

/** The home page's Organization: who publishes the site. */
export function organization(origin: string, name: string, logo: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}/`,
    logo,
  };
}

/** The home page's WebSite, with the header search as its SearchAction. */
export function webSite(origin: string, homeUrl: string, name: string, language: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: homeUrl,
    inLanguage: language,
    publisher: { '@type': 'Organization', name, url: `${origin}/` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${homeUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
