import { EmbedSection } from './embed-section';
import type { LoadEmbed } from './embed-loader';
import { notFoundTitle, siteTitle } from './page-title';
import { homePage, navLinks, notFoundPage, unavailablePanel } from './pages';
import { loadPageTitle, type LoadPageTitle } from './page-title-loader';
import { isEmbedPath, parseSitePath, prefixOf, withPrefix } from './site-paths';
import { LOCALES, TEXTS, isLocale, type Locale } from './texts';

export { isEmbedPath } from './site-paths';

const LOCALE_KEY = 'kyk-locale';
/** The embedded pages take the main site's colours and type, so they read as part of it. */
const SITE_THEME = {
  colors: { brand: '#1f6f3a', brandDark: '#154d28', accent: '#f2c14e', background: '#f7f3e8' },
};

interface SiteParts {
  loadEmbed: LoadEmbed;
  apiBase: string;
  /** The title of a tractor or infra page (the API's general/seo); the page's section name until it answers. */
  loadTitle?: LoadPageTitle;
}

/**
 * The main site: its header and pages, with the tractors and infra sections drawn by the embedded remote. An
 * address may name its language (`/hi/tractors`): the page is then in that language and its links keep the prefix;
 * without one, the language is the visitor's choice from the menu.
 */
export function startSite({ loadEmbed, apiBase, loadTitle = loadPageTitle(apiBase) }: SiteParts): {
  stop(): void;
} {
  const content = required<HTMLElement>('#site-content');
  const nav = required<HTMLElement>('.site-nav');
  const logo = required<HTMLAnchorElement>('.site-logo');
  const notice = required<HTMLElement>('.site-notice');
  const select = required<HTMLSelectElement>('#site-locale');
  const stored = localStorage.getItem(LOCALE_KEY);
  let locale: Locale = parseSitePath(location.pathname).locale ?? (isLocale(stored) ? stored : 'en');
  let titleAsked = 0;

  const section = new EmbedSection(
    loadEmbed,
    apiBase,
    {
      onNavigate: (path) => {
        if (path === currentPath()) return;
        history.pushState(null, '', path);
        if (!isEmbedPath(parseSitePath(path.split('?')[0] ?? path).path)) render();
        else {
          drawChrome();
          showEmbedTitle();
        }
      },
      onLead: () => {
        notice.textContent = TEXTS[locale].leadSent;
        notice.hidden = false;
      },
      theme: SITE_THEME,
    },
    (container, retry) => container.replaceChildren(unavailablePanel(TEXTS[locale], retry)),
  );

  function drawChrome() {
    const texts = TEXTS[locale];
    const { prefix, path } = parseSitePath(location.pathname);
    document.documentElement.lang = locale;
    nav.replaceChildren(...navLinks(texts, path, prefix));
    logo.href = withPrefix(prefix, '/');
    for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
      const key = node.dataset['text'] as keyof typeof texts;
      node.textContent = texts[key];
    }
    select.replaceChildren(
      ...LOCALES.map((code) => new Option(TEXTS[code].languageName, code, false, code === locale)),
    );
  }

  /** The tab names the page: its section at once, then the page's own title from the API. */
  function showEmbedTitle() {
    const texts = TEXTS[locale];
    const { path } = parseSitePath(location.pathname);
    const asked = ++titleAsked;
    document.title = siteTitle(texts, path.startsWith('/infra') ? texts.infra : texts.tractors);
    void loadTitle(path, locale).then((title) => {
      if (title && asked === titleAsked) document.title = siteTitle(texts, title);
    });
  }

  function render() {
    drawChrome();
    const { prefix, path } = parseSitePath(location.pathname);
    if (isEmbedPath(path)) {
      showEmbedTitle();
      void section.show(content, `${path}${location.search}`, locale, prefix);
      return;
    }
    titleAsked += 1;
    section.hide();
    const texts = TEXTS[locale];
    const home = path === '/' || path === '';
    document.title = home ? siteTitle(texts, texts.homeTitle) : notFoundTitle(texts);
    content.replaceChildren(home ? homePage(texts, prefix) : notFoundPage(texts, prefix));
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a[data-link]') : null;
    if (!(target instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.button !== 0)
      return;
    event.preventDefault();
    notice.hidden = true;
    if (target.pathname !== location.pathname) history.pushState(null, '', target.pathname);
    render();
  };
  const onPopState = () => {
    const named = parseSitePath(location.pathname).locale;
    if (named) locale = named;
    render();
  };
  const onLocale = () => {
    if (!isLocale(select.value)) return;
    locale = select.value;
    localStorage.setItem(LOCALE_KEY, locale);
    const { prefix, path } = parseSitePath(location.pathname);
    if (prefix) {
      // The address names the language: the same page at the new language's address.
      history.pushState(null, '', `${withPrefix(prefixOf(locale), path)}${location.search}`);
      render();
      return;
    }
    drawChrome();
    if (section.mounted) {
      void section.setLocale(locale);
      showEmbedTitle();
    } else render();
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  select.addEventListener('change', onLocale);
  render();

  return {
    stop() {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      select.removeEventListener('change', onLocale);
      section.hide();
    },
  };
}

const currentPath = () => `${location.pathname}${location.search}`;

function required<T extends Element>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`the page has no ${selector}`);
  return found;
}
