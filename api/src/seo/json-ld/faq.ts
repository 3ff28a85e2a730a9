import type { JsonLdObject } from '@cvb/contracts';

/** FAQPage of the questions a page shows; null when it shows none. */
export function faqPage(faq: readonly { question: string; answer: string }[]): JsonLdObject | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
