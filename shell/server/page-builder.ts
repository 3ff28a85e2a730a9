import type { LocaleCode, SeoAnswer } from '@cvb/contracts';
import type { ServerConfig } from './config';
import { createFirstDataLoader, showsDefaultView, withFirstData } from './first-data';
import { holdServerPictures, withOfflineHead } from './offline-support';
import type { BuiltPage } from './page-cache';
import { createPageHtml } from './page-html';
import { pageStatus } from './page-status';
import { createSeoClient } from './seo-client';
import { withLanguage, withSeoHead } from './seo-head';
import { createServerViews, withServerView } from './server-view';

/** What a page depends on: nothing else of the visitor's request goes into it. */
export interface PageRequest {
  /** Path and query as asked (`/hi/trucks?utm_source=x`). */
  url: string;
  /** The path without the query. */
  urlPath: string;
  /** The path without the locale prefix, and the locale. */
  pagePath: string;
  locale: LocaleCode;
  host: string;
  protocol: string;
  dataSaver: boolean;
  /** The API's data version the page is built under, if known (the SEO answer is kept under it). */
  dataVersion?: string;
  /** The head and status to use instead of asking general/seo: a draft's preview, as the API made it for its editor. */
  seo?: SeoAnswer;
}

/**
 * Builds a page: its head and status from the API's general/seo, the first view's API answers inlined, and the
 * first view rendered by the app that owns the path. Any part that fails leaves the page without it, and the page
 * is then not `whole`.
 */
export function createPageBuilder(
  config: ServerConfig,
  indexHtml: string,
): (request: PageRequest) => Promise<BuiltPage> {
  const pageHtml = createPageHtml(config, indexHtml);
  const seoOf = createSeoClient({ apiBase: config.API_URL, proxySecret: config.PROXY_SECRET });
  const firstDataOf = createFirstDataLoader({ apiBase: config.API_URL, proxySecret: config.PROXY_SECRET });
  const serverViewOf = createServerViews(config);

  return async ({ url, urlPath, pagePath, locale, host, protocol, dataSaver, dataVersion, seo }) => {
    const [answer, preloaded] = await Promise.all([
      seo ?? seoOf({ path: pagePath, locale, host, protocol, dataVersion }),
      pageHtml(urlPath),
    ]);
    if (answer?.status === 301 && answer.location) {
      return { status: 301, location: answer.location, html: '', whole: true };
    }
    // Without the API's answer the page still goes out as before: 404 only where no app owns the path.
    const status = answer ? answer.status : pageStatus(urlPath);
    // The first view's API answers go in the page, so it renders without calling again.
    const calls =
      config.FIRST_DATA === 'on' && status === 200 && showsDefaultView(url.slice(urlPath.length))
        ? (answer?.firstView ?? [])
        : [];
    const data = calls.length ? await firstDataOf(calls, { host, protocol }) : {};
    // The first view itself, rendered from the same answers by the app that owns the path: the browser paints it
    // before any code arrives, and the app's code hydrates it.
    const wantsView = config.SERVER_VIEW === 'on' && status === 200;
    const view = wantsView
      ? await serverViewOf(pagePath, { url, locale, data, origin: `${protocol}://${host}` })
      : null;
    // A page that arrives rendered has its pictures fetched first: its code follows, without preloads competing with
    // them for a slow line. A page the browser renders itself preloads its app's code.
    // Data saver (Save-Data or the visitor's switch): no preloads, and the first view's later pictures wait for a tap.
    const html = view || dataSaver ? indexHtml : preloaded;
    const page = withOfflineHead(
      answer ? withSeoHead(html, answer, locale) : withLanguage(html, locale),
      locale,
      dataSaver,
    );
    const shownView = view && dataSaver ? { ...view, html: holdServerPictures(view.html) } : view;
    const whole =
      answer !== null && Object.keys(data).length === calls.length && (view !== null || !wantsView);
    return { status, html: withFirstData(withServerView(page, shownView), data), whole };
  };
}
