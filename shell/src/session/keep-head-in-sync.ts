import { getJson } from '@cvb/api-client';
import type { SeoAnswer } from '@cvb/contracts';
import { parseLocalePath } from '@cvb/i18n';

type LoadSeo = (path: string, locale: string, signal: AbortSignal) => Promise<SeoAnswer>;

const loadSeo: LoadSeo = (path, locale, signal) => getJson('general/seo', { path, locale }, signal);

function setHeadLink(rel: 'canonical', href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

function setMetaDescription(content: string): void {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta) meta.content = content;
}

/**
 * After a client-side navigation to another page, the tab shows that page's title (and the head its description
 * and canonical URL) from the API's general/seo, as the server would have sent them. A page that set a title of
 * its own meanwhile keeps it. The first page needs nothing: the server wrote its head.
 */
export function keepHeadInSync(load: LoadSeo = loadSeo): () => void {
  let shownPath = window.location.pathname;
  let pending: AbortController | null = null;
  const onRoute = () => {
    const pathname = window.location.pathname;
    if (pathname === shownPath) return;
    shownPath = pathname;
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const titleBefore = document.title;
    const { locale, path } = parseLocalePath(pathname);
    load(path, locale, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (document.title === titleBefore) document.title = answer.seo.title;
        setMetaDescription(answer.seo.description);
        setHeadLink('canonical', answer.seo.canonical);
      })
      .catch(() => undefined); // the page is there either way; its title stays as it was
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => {
    pending?.abort();
    window.removeEventListener('single-spa:routing-event', onRoute);
  };
}
