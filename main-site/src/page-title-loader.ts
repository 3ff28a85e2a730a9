import { pageTitleOf } from './page-title';
import type { Locale } from './texts';

/** The page's own title (without a site name) for a path and language; null when the API cannot say. */
export type LoadPageTitle = (path: string, locale: Locale) => Promise<string | null>;

/** Asks the API's general/seo, as the server does for the first page. */
export function loadPageTitle(apiBase: string, fetchImpl?: typeof fetch): LoadPageTitle {
  return async (path, locale) => {
    try {
      const query = new URLSearchParams({ path, locale });
      const response = await (fetchImpl ?? globalThis.fetch)(`${apiBase}/general/seo?${query.toString()}`);
      if (!response.ok) return null;
      const body: unknown = await response.json();
      const seo = typeof body === 'object' && body !== null ? (body as { seo?: unknown }).seo : undefined;
      const title = typeof seo === 'object' && seo !== null ? (seo as { title?: unknown }).title : undefined;
      return typeof title === 'string' ? pageTitleOf(title) : null;
    } catch {
      return null;
    }
  };
}
