import { useEffect, useState, type ReactNode } from 'react';
import { loadTexts, textsReady, type LazyTexts } from '@cvb/i18n';

export interface TextsReadyProps {
  /** The text modules the children use; their locale loads once, before the children render. */
  texts: LazyTexts | readonly LazyTexts[];
  /** Shown while the texts load (a skeleton, or nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders `children` once their texts are there in the page's language, so no key shows on screen. */
export function TextsReady({ texts, fallback = null, children }: TextsReadyProps) {
  const [ready, setReady] = useState(() => textsReady(texts));
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    loadTexts(texts).then(
      () => !cancelled && setReady(true),
      (error: unknown) => {
        console.error('[mfe-kit] texts could not be loaded', error);
        if (!cancelled) setReady(true); // English keys of the fallback language beat an empty page
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, texts]);
  return <>{ready ? children : fallback}</>;
}
