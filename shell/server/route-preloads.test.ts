import { pageModules, preloadLinks, withPreloads, type RemoteManifest } from './route-preloads';

const remotes = {
  mfe_trucks: 'http://localhost:3101/mf-manifest.json',
  mfe_media: 'http://localhost:3106/mf-manifest.json',
};

const trucksManifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './app', assets: { js: { sync: ['__federation_expose_app.1234abcd.js'] }, css: { sync: [] } } },
    {
      path: './popular-widget',
      assets: { js: { sync: ['__federation_expose_popular_widget.5678abcd.js'] }, css: { sync: [] } },
    },
  ],
};

describe('page modules', () => {
  it("is the owning remote's app for a remote's page, in any locale", () => {
    expect(pageModules('/trucks/tata-motors')).toEqual([{ container: 'mfe_trucks', expose: './app' }]);
    expect(pageModules('/hi/news')).toEqual([{ container: 'mfe_media', expose: './app' }]);
  });

  it("is the home page's widget on the home page, and nothing on the shell's static pages", () => {
    expect(pageModules('/')).toEqual([{ container: 'mfe_trucks', expose: './popular-widget' }]);
    expect(pageModules('/ta')).toEqual([{ container: 'mfe_trucks', expose: './popular-widget' }]);
    expect(pageModules('/about-us')).toEqual([]);
  });
});

describe('preload links', () => {
  it('preconnects, and preloads the manifest, the remote entry and the first chunk of the exposed module', () => {
    const links = preloadLinks(pageModules('/trucks'), remotes, { mfe_trucks: trucksManifest });
    expect(links).toContain('<link rel="preconnect" href="http://localhost:3101">');
    expect(links).toContain(
      '<link rel="preload" as="fetch" href="http://localhost:3101/mf-manifest.json" crossorigin>',
    );
    expect(links).toContain('<link rel="preload" as="script" href="http://localhost:3101/remoteEntry.js">');
    expect(links).toContain(
      '<link rel="preload" as="script" href="http://localhost:3101/__federation_expose_app.1234abcd.js">',
    );
    expect(links).not.toContain('popular_widget');
  });

  it('keeps the preconnect and the manifest when the manifest could not be read', () => {
    const links = preloadLinks(pageModules('/trucks'), remotes, { mfe_trucks: null });
    expect(links).toContain('rel="preconnect"');
    expect(links).not.toContain('as="script"');
  });

  it('uses an absolute publicPath when the manifest names one', () => {
    const onCdn: RemoteManifest = {
      ...trucksManifest,
      metaData: { ...trucksManifest.metaData, publicPath: 'https://cdn.example.in/trucks/v2/' },
    };
    const links = preloadLinks(pageModules('/trucks'), remotes, { mfe_trucks: onCdn });
    expect(links).toContain('href="https://cdn.example.in/trucks/v2/remoteEntry.js"');
  });

  it('is empty for a remote that remotes.json does not name', () => {
    expect(preloadLinks(pageModules('/trucks'), {}, {})).toBe('');
  });

  it('goes first in the head', () => {
    expect(
      withPreloads('<html><head><title>x</title></head></html>', '<link rel="preconnect" href="a">'),
    ).toBe('<html><head><link rel="preconnect" href="a"><title>x</title></head></html>');
  });
});
