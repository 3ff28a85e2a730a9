/** @jest-environment node */
import type { SeoAnswer } from '@cvb/contracts';
import { LOCALES, loadTexts } from '@cvb/i18n';
import { seoHeadTags, withLanguage, withSeoHead } from './seo-head';

// As the web server does when it starts: the common texts (the site's name) of every language.
beforeAll(() => Promise.all(LOCALES.map(({ code }) => loadTexts([], code))));

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>CV Bazaar — Trucks</title>' +
  '<meta\n      name="description"\n      content="Compare prices."\n    /></head><body></body></html>';

function answer(overrides: Partial<SeoAnswer['seo']> = {}, jsonLd: SeoAnswer['jsonLd'] = []): SeoAnswer {
  const url = 'https://cvbazaar.in/hi/trucks/tata-motors/ace-gold';
  return {
    status: 200,
    seo: {
      title: 'New Delhi में Tata Ace Gold की कीमत | सीवी बाज़ार',
      description: 'Tata Ace Gold की एक्स-शोरूम कीमत ₹4.00 लाख से शुरू होती है।',
      robots: 'index,follow',
      url,
      canonical: url,
      image: 'https://cvbazaar.in/api/media/art/tata-motors/ace-gold/angle.webp?w=1280',
      alternates: [
        { hreflang: 'en', href: 'https://cvbazaar.in/trucks/tata-motors/ace-gold' },
        { hreflang: 'hi-IN', href: url },
        { hreflang: 'x-default', href: 'https://cvbazaar.in/trucks/tata-motors/ace-gold' },
      ],
      ...overrides,
    },
    jsonLd,
  };
}

describe('the head a page is sent with', () => {
  it("replaces the template's title and description and sets the page's language", () => {
    const html = withSeoHead(template, answer(), 'hi');
    expect(html).toContain('<html lang="hi-IN">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>New Delhi में Tata Ace Gold की कीमत | सीवी बाज़ार</title>');
    expect(html).not.toContain('Compare prices.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="canonical" href="https://cvbazaar.in/hi/trucks/tata-motors/ace-gold">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://cvbazaar.in/trucks/tata-motors/ace-gold">',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces the description of a minified template too (attributes without quotes)', () => {
    const minified =
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>CV Bazaar</title>' +
      '<meta name=description content="Compare prices."><meta name=theme-color content=#0b5cab></head></html>';
    const html = withSeoHead(minified, answer(), 'hi');
    expect(html).not.toContain('Compare prices.');
    expect(html).toContain('<meta name=theme-color content=#0b5cab>');
    expect(html.match(/name="?description/g)).toHaveLength(1);
    expect(html).toContain('<html lang="hi-IN">');
  });

  it('carries Open Graph and Twitter card tags with the picture, and the RSS feed when there is one', () => {
    const tags = seoHeadTags(answer({ rssLink: 'https://cvbazaar.in/api/feeds/news.xml?locale=hi' }), 'hi');
    expect(tags).toContain('<meta property="og:locale" content="hi_IN">');
    expect(tags).toContain('<meta property="og:site_name" content="सीवी बाज़ार">');
    expect(tags).toContain(
      '<meta property="og:image" content="https://cvbazaar.in/api/media/art/tata-motors/ace-gold/angle.webp?w=1280">',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain(
      '<link rel="alternate" type="application/rss+xml" title="New Delhi में Tata Ace Gold की कीमत | सीवी बाज़ार" href="https://cvbazaar.in/api/feeds/news.xml?locale=hi">',
    );
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(seoHeadTags(answer({}, [{ '@type': 'NewsArticle' }]), 'en')).toContain('content="article"');
  });

  it('escapes a hostile title, description and URL, and keeps $ patterns as they are', () => {
    const hostile = answer({
      title: '</title><script>alert(1)</script> $& "quoted"',
      description: '"><img src=x onerror=alert(1)>',
      canonical: 'https://cvbazaar.in/x"onmouseover="alert(1)',
    });
    const html = withSeoHead(template, hostile, 'en');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &quot;quoted&quot;</title>',
    );
    expect(html).toContain('href="https://cvbazaar.in/x&quot;onmouseover=&quot;alert(1)"');
  });

  it('writes each JSON-LD object in its own script that no text inside can close', () => {
    const html = withSeoHead(
      template,
      answer({}, [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Ace </script><script>alert(1)</script>',
        },
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
      ]),
      'en',
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0] ?? '')).toMatchObject({
      '@type': 'Product',
      name: 'Ace </script><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('sets the language alone when there is no answer', () => {
    expect(withLanguage('<html><head></head></html>', 'ta')).toBe('<html lang="ta-IN"><head></head></html>');
  });
});
