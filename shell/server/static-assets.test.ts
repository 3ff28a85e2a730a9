import { assetCacheControl, isServedPath } from './static-assets';

describe('static asset rules', () => {
  it('caches content-hashed files for a year, immutable', () => {
    expect(assetCacheControl('/dist/public/325.2f810df2.js')).toBe('public, max-age=31536000, immutable');
    expect(assetCacheControl('/dist/public/__federation_expose_app.f7f2bc02.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(assetCacheControl('/dist/public/3f2a9c0d1b7e4a5c6d8e.svg')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates files with a stable name', () => {
    expect(assetCacheControl('/dist/public/main.js')).toBe('no-cache');
    expect(assetCacheControl('/dist/public/mf-manifest.json')).toBe('no-cache');
    expect(assetCacheControl('/dist/public/index.html')).toBe('no-cache');
  });

  it('serves no source map and no compressed copy by its own name', () => {
    expect(isServedPath('/main.js')).toBe(true);
    expect(isServedPath('/325.2f810df2.js.map')).toBe(false);
    expect(isServedPath('/main.js.br')).toBe(false);
    expect(isServedPath('/main.js.gz')).toBe(false);
  });
});
