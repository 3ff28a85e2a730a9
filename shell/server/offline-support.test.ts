/** @jest-environment node */
import Fastify from 'fastify';
import {
  holdServerPictures,
  registerWebAppManifest,
  wantsDataSaver,
  withOfflineHead,
} from './offline-support';

describe('the web app manifest route', () => {
  it('answers the manifest in the asked language, English for anything else', async () => {
    const app = Fastify();
    registerWebAppManifest(app);
    const hi = await app.inject('/manifest.webmanifest?lang=hi');
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-type']).toContain('application/manifest+json');
    expect(hi.json()).toMatchObject({ name: 'सीवी बाज़ार — कमर्शियल वाहन', start_url: '/hi?source=installed' });
    const other = await app.inject('/manifest.webmanifest?lang=xx');
    expect(other.json()).toMatchObject({ start_url: '/?source=installed' });
    await app.close();
  });
});

describe('data saver on the server', () => {
  it('honours Save-Data, and the visitor’s switch over it', () => {
    expect(wantsDataSaver({ 'save-data': 'on' })).toBe(true);
    expect(wantsDataSaver({})).toBe(false);
    expect(wantsDataSaver({ cookie: 'a=1; cvb-data-saver=on' })).toBe(true);
    expect(wantsDataSaver({ 'save-data': 'on', cookie: 'cvb-data-saver=off' })).toBe(false);
  });

  it('marks the page and links the manifest of its language', () => {
    const html =
      '<html lang="hi-IN"><head><link rel="manifest" href="/manifest.webmanifest?lang=en" /></head></html>';
    expect(withOfflineHead(html, 'hi', true)).toBe(
      '<html data-data-saver="on" lang="hi-IN"><head><link rel="manifest" href="/manifest.webmanifest?lang=hi" /></head></html>',
    );
    expect(withOfflineHead(html, 'en', false)).toBe(html);
  });

  it('inlines the first picture only; later pictures and video posters wait for a tap', () => {
    const view =
      '<img src="/hero.jpg" alt="hero"><img src="/2.jpg" srcset="/2-2x.jpg 2x" alt="2"><video poster="/p.jpg"></video>';
    expect(holdServerPictures(view)).toBe(
      '<img src="/hero.jpg" alt="hero"><img data-saver-held="" data-saver-src="/2.jpg" data-saver-srcset="/2-2x.jpg 2x" alt="2"><video data-saver-held="" data-saver-poster="/p.jpg"></video>',
    );
  });
});
