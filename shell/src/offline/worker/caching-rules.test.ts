import { cachingRule } from './caching-rules';

const SITE = 'https://www.cvbazaar.in';
const rule = (url: string, method = 'GET', destination = '') =>
  cachingRule({ method, url, destination }, SITE);

describe('what the service worker keeps, and how', () => {
  it('asks the network first for remotes.json and every remote manifest and entry (a redeploy or rollback shows at once)', () => {
    expect(rule(`${SITE}/remotes.json`)).toBe('directory');
    expect(rule('https://cdn.example/mfe-trucks/1.7.0/mf-manifest.json')).toBe('directory');
    expect(rule('http://localhost:3101/remoteEntry.js')).toBe('directory');
    expect(rule(`${SITE}/main.js?4f0c2a1b9d8e7f6a5b4c`)).toBe('directory');
  });

  it('serves content-hashed chunks, the shell’s and the remotes’, from the cache first', () => {
    expect(rule(`${SITE}/262.e7ae78ae.js`)).toBe('code');
    expect(rule('https://cdn.example/mfe-trucks/1.7.0/__federation_expose_app.4a1b2c3d.js')).toBe('code');
  });

  it('keeps pages and public API answers (network first), never a POST or the person’s own, admin or dev calls', () => {
    expect(rule(`${SITE}/trucks/tata-motors/ace-gold`)).toBe('page');
    expect(rule(`${SITE}/hi/fuel-prices/diesel-price-in-pune`)).toBe('page');
    expect(rule(`${SITE}/api/fuel/prices?city=pune`)).toBe('api');
    expect(rule(`${SITE}/api/general/lead-form`, 'POST')).toBeNull();
    for (const path of [
      '/api/users/me',
      '/api/users/me/ads',
      '/api/auth/local',
      '/api/admin/leads',
      '/api/dev/outbox',
    ]) {
      expect(rule(`${SITE}${path}`)).toBeNull();
    }
    // A draft's preview page and its call are an editor's, never kept.
    expect(rule(`${SITE}/trucks/tata-motors/ace-gold?preview=12`)).toBeNull();
    expect(rule(`${SITE}/api/admin/catalogue/models/12/preview?locale=en`)).toBeNull();
  });

  it('keeps pictures, and leaves the worker itself, sitemaps and other schemes alone', () => {
    expect(rule('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe('image');
    expect(rule(`${SITE}/uploads/photo`, 'GET', 'image')).toBe('image');
    expect(rule(`${SITE}/sw.js`)).toBeNull();
    expect(rule(`${SITE}/sitemap.xml`)).toBeNull();
    expect(rule('chrome-extension://abc/script.js')).toBeNull();
  });
});
