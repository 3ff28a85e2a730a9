import type { FastifyInstance } from 'fastify';
import { LOCALE_CODES, type LocaleCode } from '@cvb/contracts';
import { webAppManifest, webAppManifestHref } from '../src/offline/web-app-manifest';

/** GET /manifest.webmanifest?lang=hi: the web app manifest in that language (docs/operations.md#offline). */
export function registerWebAppManifest(app: FastifyInstance): void {
  app.get<{ Querystring: { lang?: string } }>('/manifest.webmanifest', async (request, reply) => {
    const lang = request.query.lang;
    const locale: LocaleCode = LOCALE_CODES.find((code) => code === lang) ?? 'en';
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
    return JSON.stringify(webAppManifest(locale));
  });
}

/** Data saver for this request: the browser's `Save-Data: on`, or the visitor's switch (cookie cvb-data-saver). */
export function wantsDataSaver(headers: Record<string, string | string[] | undefined>): boolean {
  const saveData = String(headers['save-data'] ?? '')
    .trim()
    .toLowerCase();
  const choice = /(?:^|;\s*)cvb-data-saver=(on|off)\b/.exec(String(headers.cookie ?? ''))?.[1];
  if (choice) return choice === 'on';
  return saveData === 'on';
}

/** The page's manifest link in its language, and `<html data-data-saver="on">` when data saver is on. */
export function withOfflineHead(html: string, locale: LocaleCode, dataSaver: boolean): string {
  const linked = html.replace(
    /(<link\b[^>]*\brel="manifest"[^>]*\bhref=")[^"]*(")/i,
    `$1${webAppManifestHref(locale).replace('&', '&amp;')}$2`,
  );
  return dataSaver ? linked.replace(/<html\b/i, '<html data-data-saver="on"') : linked;
}

const HELD_ATTRIBUTE: Record<string, string> = {
  src: 'data-saver-src',
  srcset: 'data-saver-srcset',
  poster: 'data-saver-poster',
};

/**
 * Data saver in the server's first view: its first picture stays, every later picture and every video poster waits
 * (its address moved to `data-saver-*`, which the browser does not fetch) until the visitor taps it.
 */
export function holdServerPictures(viewHtml: string): string {
  let pictures = 0;
  return viewHtml.replace(/<(img|video|source)\b[^>]*>/gi, (tag: string, name: string) => {
    const kind = name.toLowerCase();
    if (kind === 'img' && ++pictures === 1) return tag;
    if (kind === 'source' && pictures === 0) return tag;
    const attributes = kind === 'video' ? ['poster'] : kind === 'source' ? ['srcset'] : ['src', 'srcset'];
    let held = tag;
    for (const attribute of attributes) {
      held = held.replace(new RegExp(`(\\s)${attribute}=`, 'i'), `$1${HELD_ATTRIBUTE[attribute]}=`);
    }
    return held === tag ? tag : held.replace(/^<(\w+)/, '<$1 data-saver-held=""');
  });
}
