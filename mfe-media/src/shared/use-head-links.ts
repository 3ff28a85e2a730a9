import { useEffect } from 'react';

export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** Adds `<link>`s to the page head while the page is shown (the RSS feed, the AMP rendering). */
export function useHeadLinks(links: HeadLink[]): void {
  const key = JSON.stringify(links);
  useEffect(() => {
    const elements = (JSON.parse(key) as HeadLink[]).map((link) => {
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
