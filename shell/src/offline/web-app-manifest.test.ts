import { LOCALE_CODES } from '@cvb/contracts';
import { webAppManifest } from './web-app-manifest';

describe('the web app manifest', () => {
  it.each(LOCALE_CODES)('in %s: its own name, start URL, theme colour and installable icons', (locale) => {
    const manifest = webAppManifest(locale);
    expect(manifest.start_url).toBe(locale === 'en' ? '/?source=installed' : `/${locale}?source=installed`);
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe('#0b5cab');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('names the app in the visitor’s language', () => {
    expect(webAppManifest('en').name).toBe('CV Bazaar — commercial vehicles');
    expect(webAppManifest('hi').name).toBe('सीवी बाज़ार — कमर्शियल वाहन');
    expect(webAppManifest('ta').lang).toBe('ta-IN');
  });
});
