import { fixedSitePages, matchSitePage, withoutTrailingSlash } from './site-pages';

describe('site pages', () => {
  it('match a fixed path before a pattern that would also take it', () => {
    expect(matchSitePage('/articles/bestofs')).toEqual({
      page: 'article-category',
      params: { category: 'bestofs' },
    });
    expect(matchSitePage('/articles/bharatbenz-1617r-review')).toEqual({
      page: 'article',
      params: { slug: 'bharatbenz-1617r-review' },
    });
    expect(matchSitePage('/emandi/admin')?.page).toBe('emandi-admin');
    expect(matchSitePage('/emandi/wheat')).toEqual({
      page: 'emandi-commodity',
      params: { commodity: 'wheat' },
    });
    expect(matchSitePage('/fuel-prices/diesel-price-in-all-city')?.page).toBe('fuel-all-cities');
    expect(matchSitePage('/fuel-prices/petrol-price-in-delhi')?.page).toBe('fuel-place');
    expect(matchSitePage('/tyres/brands')?.page).toBe('tyre-brands');
    expect(matchSitePage('/tyres/mrf/steel-muscle-s3c8')).toEqual({
      page: 'tyre-model',
      params: { brandSlug: 'mrf', modelSlug: 'steel-muscle-s3c8' },
    });
  });

  it("take a trailing slash as the same page, and the admin desk's own paths as the admin desk", () => {
    expect(matchSitePage('/contact-us/')?.page).toBe('contact-us');
    expect(matchSitePage('/')?.page).toBe('home');
    for (const path of [
      '/admin',
      '/admin/leads/12',
      '/admin/catalogue/models/7',
      '/admin/media/expert-reviews/x',
    ]) {
      expect(matchSitePage(path)?.page).toBe('admin');
    }
    expect(withoutTrailingSlash('/news//')).toBe('/news');
  });

  it('leave paths they do not know, and values a page does not take, to others', () => {
    expect(matchSitePage('/trucks')).toBeNull();
    expect(matchSitePage('/car-tyres')).toBeNull();
    expect(matchSitePage('/news/a/b')).toBeNull();
    expect(matchSitePage('/about-us/team')).toBeNull();
    expect(matchSitePage('/admin/no-such-desk')).toBeNull();
    expect(matchSitePage('/admin/news/5/extra')).toBeNull();
  });

  it('list every page without parameters once, with each allowed value of a one-parameter page', () => {
    const paths = fixedSitePages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/news', '/truck-tyres', '/articles/features']));
    expect(paths).not.toContain('/news/:slug');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
