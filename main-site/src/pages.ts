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

/** The main site's own home page. */
export function homePage(texts: SiteTexts): HTMLElement {
  return element(
    'section',
    { className: 'site-home' },
    element('h1', {}, texts.homeTitle),
    element('p', {}, texts.homeIntro),
    element(
      'div',
      { className: 'site-tiles' },
      siteLink('/tractors', element('strong', {}, texts.tractors), texts.tractorsTile),
      siteLink('/infra', element('strong', {}, texts.infra), texts.infraTile),
    ),
  );
}

export function notFoundPage(texts: SiteTexts): HTMLElement {
  return element(
    'section',
    { className: 'site-panel' },
    element('h1', {}, texts.notFound),
    siteLink('/', texts.home),
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

/** The header's links, the current section marked for screen readers. */
export function navLinks(texts: SiteTexts, path: string): HTMLElement[] {
  const links: [string, string][] = [
    ['/', texts.home],
    ['/tractors', texts.tractors],
    ['/infra', texts.infra],
  ];
  return links.map(([href, label]) => {
    const link = siteLink(href, label);
    const current = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
    if (current) link.setAttribute('aria-current', 'page');
    return link;
  });
}
