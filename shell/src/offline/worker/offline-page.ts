import type { LocaleCode } from '@cvb/contracts';
import { offlineTexts } from '../../texts/offline-texts';

export interface SavedPage {
  url: string;
  title: string;
}

const PREFIXES: Record<string, LocaleCode> = { hi: 'hi', mr: 'mr', pa: 'pa', ta: 'ta', te: 'te' };
const LANG_TAGS: Record<LocaleCode, string> = {
  en: 'en',
  hi: 'hi-IN',
  mr: 'mr-IN',
  pa: 'pa',
  ta: 'ta-IN',
  te: 'te-IN',
};

/** The visitor's language from the page's path (/hi/trucks → hi); English has no prefix. */
export function localeOfPath(pathname: string): LocaleCode {
  return PREFIXES[pathname.split('/')[1] ?? ''] ?? 'en';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The title of a saved page's HTML, without the site's name after the dash. */
export function titleOfHtml(html: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const decoded = raw
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return decoded.replace(/\s+[|—-]\s+CV Bazaar.*$/, '').trim();
}

/**
 * The page shown for a page never opened before while there is no connection: in the visitor's language, with links to
 * the saved pages (that language's first). Self-contained (no script, no request): it is built by the worker offline.
 */
export function offlinePageHtml(pathname: string, saved: readonly SavedPage[]): string {
  const locale = localeOfPath(pathname);
  const t = offlineTexts[locale].offline;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const ownFirst = [...saved].sort(
    (a, b) =>
      Number(localeOfPath(new URL(b.url).pathname) === locale) -
      Number(localeOfPath(new URL(a.url).pathname) === locale),
  );
  const links = ownFirst
    .map((page) => {
      const { pathname: path, search } = new URL(page.url);
      return `<li><a href="${escapeHtml(path + search)}">${escapeHtml(page.title || path)}</a></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${LANG_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b5cab">
<title>${escapeHtml(t.pageTitle)} — ${escapeHtml(t.shortName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#f4f6f9;color:#1a2433;line-height:1.5}
header{background:#0b5cab;color:#fff;padding:12px 16px;font-weight:700;font-size:1.125rem}
header a{color:#fff;text-decoration:none}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
ul{list-style:none;padding:0;margin:16px 0}
li a{display:block;padding:12px 16px;margin-bottom:8px;background:#fff;border:1px solid #d5dce6;border-radius:8px;color:#0b5cab;font-weight:600;text-decoration:none;min-height:24px}
.retry{display:inline-block;padding:10px 20px;border-radius:8px;background:#f28c28;color:#1a2433;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<header><a href="${prefix || '/'}">${escapeHtml(t.shortName)}</a></header>
<main>
<h1>${escapeHtml(t.pageTitle)}</h1>
<p>${escapeHtml(saved.length ? t.pageIntro : t.noPages)}</p>
${saved.length ? `<ul>${links}</ul>` : ''}
<a class="retry" href="${escapeHtml(pathname)}">${escapeHtml(t.retry)}</a>
</main>
</body>
</html>`;
}
