import { useEffect, useState, type ComponentType } from 'react';
import { OFFLINE_COPY_ATTRIBUTE, SAVED_ANSWER_EVENT } from './offline-copy';

/** Whether the page starts without the network: the browser says so, or the worker served its saved copy. */
function startsOffline(): boolean {
  return !navigator.onLine || document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
}

/**
 * The offline banner (docs/operations.md#offline). Its code and texts load only when they are needed: the page starts
 * without the network, the connection drops, or an API answer came from the worker's saved copies. The service worker
 * keeps that code from its install on (build-service-worker.mjs), so it is there offline; a first visit downloads none
 * of it. Code that could not be fetched (no worker yet, no network) is asked for again at the next change.
 */
export function LazyConnectionBanner() {
  const [wanted, setWanted] = useState(startsOffline);
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    window.addEventListener('offline', want);
    window.addEventListener(SAVED_ANSWER_EVENT, want);
    return () => {
      window.removeEventListener('offline', want);
      window.removeEventListener(SAVED_ANSWER_EVENT, want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted || Banner) return undefined;
    let current = true;
    import(/* webpackChunkName: "offline-banner" */ './connection-banner').then(
      (module) => {
        if (current) setBanner(() => module.ConnectionBanner);
      },
      () => {
        if (current) setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Banner]);

  return Banner ? <Banner /> : null;
}
