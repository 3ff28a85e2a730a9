import { EmbedSection } from './embed-section';
import type { LoadEmbed } from './embed-loader';
import { homePage, navLinks, notFoundPage, unavailablePanel } from './pages';
import { LOCALES, TEXTS, isLocale, type Locale } from './texts';

const LOCALE_KEY = 'kyk-locale';
/** The embedded pages take the main site's colours and type, so they read as part of it. */
const SITE_THEME = {
  colors: { brand: '#1f6f3a', brandDark: '#154d28', accent: '#f2c14e', background: '#f7f3e8' },
};
const EMBED_SECTIONS = ['/tractors', '/infra'];

export const isEmbedPath = (path: string): boolean =>
  EMBED_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));

interface SiteParts {
  loadEmbed: LoadEmbed;
  apiBase: string;
}

/** The main site: its header and pages, with the tractors and infra sections drawn by the embedded remote. */
export function startSite({ loadEmbed, apiBase }: SiteParts): { stop(): void } {
  const content = required<HTMLElement>('#site-content');
  const nav = required<HTMLElement>('.site-nav');
  const notice = required<HTMLElement>('.site-notice');
  const select = required<HTMLSelectElement>('#site-locale');
  const stored = localStorage.getItem(LOCALE_KEY);
  let locale: Locale = isLocale(stored) ? stored : 'en';

  const section = new EmbedSection(
    loadEmbed,
    apiBase,
    {
      onNavigate: (path) => {
        if (path === currentPath()) return;
        history.pushState(null, '', path);
        if (!isEmbedPath(path.split('?')[0] ?? path)) render();
        else drawChrome();
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
    document.documentElement.lang = locale;
    nav.replaceChildren(...navLinks(texts, location.pathname));
    for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
      const key = node.dataset['text'] as keyof typeof texts;
      node.textContent = texts[key];
    }
    select.replaceChildren(
      ...LOCALES.map((code) => new Option(TEXTS[code].languageName, code, false, code === locale)),
    );
  }

  function render() {
    drawChrome();
    const path = location.pathname;
    if (isEmbedPath(path)) {
      void section.show(content, `${path}${location.search}`, locale);
      return;
    }
    section.hide();
    content.replaceChildren(path === '/' ? homePage(TEXTS[locale]) : notFoundPage(TEXTS[locale]));
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
  const onLocale = () => {
    if (!isLocale(select.value)) return;
    locale = select.value;
    localStorage.setItem(LOCALE_KEY, locale);
    drawChrome();
    if (section.mounted) void section.setLocale(locale);
    else render();
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', render);
  select.addEventListener('change', onLocale);
  render();

  return {
    stop() {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', render);
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
