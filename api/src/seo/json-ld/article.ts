import type { JsonLdObject } from '@cvb/contracts';

interface ArticleFacts {
  type: 'NewsArticle' | 'Article' | 'Review';
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  authorName: string;
  authorUrl: string;
  /** A person by default; the site itself for its unsigned guides. */
  authorType?: 'Person' | 'Organization';
  language: string;
  publisher: { name: string; logo: string };
}

/** A story's NewsArticle (news), Article (articles, web stories) or the frame of an expert Review. */
export function articleJsonLd(facts: ArticleFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': facts.type,
    headline: facts.headline.slice(0, 110),
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
    image: [facts.image],
    datePublished: facts.datePublished,
    dateModified: facts.datePublished,
    inLanguage: facts.language,
    author: [{ '@type': facts.authorType ?? 'Person', name: facts.authorName, url: facts.authorUrl }],
    publisher: {
      '@type': 'Organization',
      name: facts.publisher.name,
      logo: { '@type': 'ImageObject', url: facts.publisher.logo },
    },
  };
}
