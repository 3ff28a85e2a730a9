import { pageStatus } from './page-status';
import { defaultRemotes } from './remotes-file';

describe('page status', () => {
  it('is 200 for home and for paths a remote owns, in any locale', () => {
    expect(pageStatus('/')).toBe(200);
    expect(pageStatus('/hi')).toBe(200);
    expect(pageStatus('/trucks/brands')).toBe(200);
    expect(pageStatus('/ta/news')).toBe(200);
  });

  it('is 200 for the static pages and the Auto Expo page, with or without a locale', () => {
    for (const path of [
      '/about-us',
      '/advertise-with-us',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/visitor-agreement',
      '/auto-expo-2025',
    ]) {
      expect(pageStatus(path)).toBe(200);
      expect(pageStatus(`/hi${path}`)).toBe(200);
    }
    expect(pageStatus('/contact-us/')).toBe(200);
  });

  it('is 404 for a path nobody owns', () => {
    expect(pageStatus('/no-such-page')).toBe(404);
    expect(pageStatus('/hi/no-such-page')).toBe(404);
    expect(pageStatus('/about-us/team')).toBe(404);
  });

  it("is 404 for an admin path the desk has no page for, and 200 for the desk's pages", () => {
    expect(pageStatus('/admin/no-such-desk')).toBe(404);
    expect(pageStatus('/hi/admin/no-such-desk')).toBe(404);
    expect(pageStatus('/admin')).toBe(200);
    expect(pageStatus('/admin/leads/12')).toBe(200);
    expect(pageStatus('/mr/admin/catalogue/models/3/')).toBe(200);
  });
});

describe('default remotes', () => {
  it('maps each container to its own port', () => {
    const remotes = defaultRemotes({ REMOTE_HOST: 'localhost', REMOTE_PORT_BASE: 3101 });
    expect(remotes.mfe_trucks).toBe('http://localhost:3101/mf-manifest.json');
    expect(remotes.mfe_account).toBe('http://localhost:3108/mf-manifest.json');
    expect(Object.keys(remotes)).toHaveLength(8);
  });
});
