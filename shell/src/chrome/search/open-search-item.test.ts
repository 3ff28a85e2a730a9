import { navigateToUrl } from 'single-spa';
import { openSearchItem, searchItemHref } from './open-search-item';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('opening a suggestion', () => {
  it.each([
    ['/trucks/tata-motors/ace-gold', 'hi', '/hi/trucks/tata-motors/ace-gold'],
    ['/trucks/tata-motors/ace-gold', 'en', '/trucks/tata-motors/ace-gold'],
    ['/fuel-prices/delhi', 'ta', '/fuel-prices/delhi'],
    ['https://example.org/page', 'te', 'https://example.org/page'],
  ] as const)('%s in %s goes to %s', (link, locale, href) => {
    expect(searchItemHref(link, locale)).toBe(href);
  });

  it('navigates with single-spa in the visitor locale', () => {
    openSearchItem('/news/diesel-prices-cut', 'mr');
    expect(navigateToUrl).toHaveBeenCalledWith('/mr/news/diesel-prices-cut');
  });
});
