import { useEffect } from 'react';

/** The tab's title while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | CV Bazaar`;
  }, [title]);
}
