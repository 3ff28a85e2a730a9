import { useEffect } from 'react';

/** Sets the page's <title> on client-side navigation (the server's head already has it on the first load). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
