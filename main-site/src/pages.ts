import { withPrefix } from './site-paths';
import type { SiteTexts } from './texts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const siteLink = (href: string, ...children: (Node | string)[]) => {
  const link = element('a', { href }, ...children);
  link.dataset['link'] = '';
  return link;
};

/** The main site's own home page; `prefix` is the address's language prefix (`/hi`, or ''). */
export function homePage(texts: SiteTexts, prefix = ''): HTMLElement {
  return element(
    'section',
    { className: 'site-home' },
    element('h1', {}, texts.homeTitle),
    element('p', {}, texts.homeIntro),
    element(
      'div',
      { className: 'site-tiles' },
      siteLink(withPrefix(prefix, '/tractors'), element('strong', {}, texts.tractors), texts.tractorsTile),
      siteLink(withPrefix(prefix, '/infra'), element('strong', {}, texts.infra), texts.infraTile),
    ),
  );
}

export function notFoundPage(texts: SiteTexts, prefix = ''): HTMLElement {
  return element(
    'section',
    { className: 'site-panel' },
    element('h1', {}, texts.notFound),
    siteLink(withPrefix(prefix, '/'), texts.home),
  );
}

/** What the site shows where the listings would be when the remote is down. */
export function unavailablePanel(texts: SiteTexts, retry: () => void): HTMLElement {
  const button = element('button', { type: 'button' }, texts.retry);
  button.addEventListener('click', retry, { once: true });
  return element(
    'section',
    { className: 'site-panel' },
    element('h1', {}, texts.unavailableTitle),
    element('p', {}, texts.unavailableBody),
    button,
  );
}

/** The header's links (under the address's language prefix), the current section marked for screen readers. */
export function navLinks(texts: SiteTexts, path: string, prefix = ''): HTMLElement[] {
  const links: [string, string][] = [
    ['/', texts.home],
    ['/tractors', texts.tractors],
    ['/infra', texts.infra],
  ];
  return links.map(([href, label]) => {
    const link = siteLink(withPrefix(prefix, href), label);
    const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
    if (current) link.setAttribute('aria-current', 'page');
    return link;
  });
}
