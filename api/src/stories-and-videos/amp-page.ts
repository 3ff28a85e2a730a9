import type { LocaleCode, StoryDetail } from '@cvb/contracts';
import { escapeXml, localePath } from './site-origin';
import { storyPath } from './story-queries';

const BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

const CUSTOM_CSS =
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;margin:0;color:#1d2733;line-height:1.6}' +
  'header{background:#0b4f8a;padding:12px 16px}header a{color:#fff;font-weight:700;text-decoration:none}' +
  'main{max-width:760px;margin:0 auto;padding:16px}h1{font-size:1.6rem;line-height:1.3}' +
  '.meta{color:#5b6774;font-size:.9rem}.related a{display:inline-block;margin:4px 8px 4px 0}';

/** Dates in the locale's words with Latin digits, e.g. "20 नवंबर 2025". */
function formatDate(iso: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(`${locale}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/**
 * The AMP rendering of a story: `<html amp>`, the required boilerplate and runtime, a canonical link to
 * the normal page, `amp-img` for the picture, and the already sanitized body (no scripts, no styles).
 */
export function renderAmpStory(detail: StoryDetail, origin: string, locale: LocaleCode): string {
  const { story } = detail;
  const canonical = `${origin}${localePath(locale, storyPath(story.kind, story.slug))}`;
  const image = `${origin}${story.image.src}`;
  const related = story.related
    .map(
      (vehicle) =>
        `<a href="${escapeXml(`${origin}${localePath(locale, vehicle.path)}`)}">${escapeXml(vehicle.modelName ?? vehicle.brandName)}</a>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html amp lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<script async src="https://cdn.ampproject.org/v0.js"></script>',
    `<title>${escapeXml(story.title)}</title>`,
    `<link rel="canonical" href="${escapeXml(canonical)}">`,
    '<meta name="viewport" content="width=device-width">',
    `<meta name="description" content="${escapeXml(story.summary)}">`,
    BOILERPLATE,
    `<style amp-custom>${CUSTOM_CSS}</style>`,
    '</head>',
    '<body>',
    `<header><a href="${escapeXml(`${origin}${localePath(locale, '/')}`)}">CV Bazaar</a></header>`,
    '<main>',
    '<article>',
    `<h1>${escapeXml(story.title)}</h1>`,
    `<p class="meta">${escapeXml(story.author.name)} · ${formatDate(story.publishedAt, locale)}</p>`,
    `<amp-img src="${escapeXml(image)}" srcset="${escapeXml(story.image.srcset.replace(/\/api\//g, `${origin}/api/`))}" width="640" height="400" layout="responsive" alt="${escapeXml(story.image.alt)}"></amp-img>`,
    story.bodyHtml,
    related ? `<p class="related">${related}</p>` : '',
    '</article>',
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
