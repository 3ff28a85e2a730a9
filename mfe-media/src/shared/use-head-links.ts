import { useEffect } from 'react';

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** Whether the head already has this link, e.g. the one the shell's server wrote for the first page. */
function alreadyInHead(link: HeadLink): boolean {
  const wanted = new URL(link.href, document.baseURI).href;
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${link.rel}"]`)).some(
    (existing) => existing.href === wanted && (existing.type || undefined) === link.type,
  );
}

/** Adds `<link>`s to the page head while the page is shown (the RSS feed, the AMP rendering), once each. */
export function useHeadLinks(links: HeadLink[]): void {
  const key = JSON.stringify(links);
  useEffect(() => {
    const elements = (JSON.parse(key) as HeadLink[])
      .filter((link) => !alreadyInHead(link))
      .map((link) => {
        const element = document.createElement('link');
        element.rel = link.rel;
        element.href = link.href;
        if (link.type) element.type = link.type;
        if (link.title) element.title = link.title;
        element.dataset.owner = 'mfe-media';
        document.head.appendChild(element);
        return element;
      });
    return () => elements.forEach((element) => element.remove());
  }, [key]);
}
