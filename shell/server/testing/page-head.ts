import { JSDOM } from 'jsdom';

/** What a crawler without JavaScript reads in a page's head: its words, links and parsed JSON-LD. */
export function pageHead(html: string) {
  const document = new JSDOM(html).window.document;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    document,
    title: document.title,
    canonical: attribute('link[rel="canonical"]', 'href'),
    languages: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute('hreflang'),
    ),
    description: attribute('meta[name="description"]', 'content'),
    robots: attribute('meta[name="robots"]', 'content'),
    jsonLd,
    typeOf: (type: string) => jsonLd.find((item) => item['@type'] === type),
  };
}
