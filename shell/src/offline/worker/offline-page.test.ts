import { localeOfPath, offlinePageHtml, titleOfHtml } from './offline-page';

const SAVED = [
  { url: 'https://www.cvbazaar.in/trucks/tata-motors/ace-gold', title: 'Tata Ace Gold price' },
  { url: 'https://www.cvbazaar.in/hi/fuel-prices', title: 'आज पेट्रोल, डीज़ल के भाव' },
];

describe('the offline page', () => {
  it('speaks the language of the page asked for, and links the saved pages (that language’s first)', () => {
    const html = offlinePageHtml('/hi/buses', SAVED);
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(html.indexOf('href="/hi/fuel-prices"')).toBeLessThan(
      html.indexOf('href="/trucks/tata-motors/ace-gold"'),
    );
    expect(html).toContain('>Tata Ace Gold price</a>');
    expect(html).toContain('href="/hi/buses">फिर से कोशिश करें</a>');
    expect(html).not.toContain('<script');
  });

  it('says nothing is saved yet when nothing is', () => {
    const html = offlinePageHtml('/buses', []);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('Nothing is saved yet.');
    expect(html).not.toContain('<ul>');
  });

  it('escapes saved titles and reads titles without the site’s name', () => {
    expect(offlinePageHtml('/', [{ url: 'https://x.in/a', title: '<b>' }])).toContain('&lt;b&gt;');
    expect(titleOfHtml('<title>Tata Ace Gold &amp; more | CV Bazaar</title>')).toBe('Tata Ace Gold & more');
    expect(localeOfPath('/te/trucks')).toBe('te');
    expect(localeOfPath('/trucks')).toBe('en');
  });
});
