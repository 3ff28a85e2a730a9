import { useEffect, useState } from 'react';

/** The current URL path, updated on every single-spa route change; `serverPath` is the page's path on the server. */
export function useCurrentPath(serverPath?: string): string {
  const [path, setPath] = useState(() => serverPath ?? window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}
