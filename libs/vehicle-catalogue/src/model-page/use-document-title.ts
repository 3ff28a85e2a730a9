import { useEffect } from 'react';

/** Sets the page <title> while `title` is known. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
