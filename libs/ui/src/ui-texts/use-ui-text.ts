import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@cvb/contracts';
import { loadTexts, textsReady } from '@cvb/i18n';
import { uiLazyTexts } from './lazy';

/** Reads a text of namespace "ui"; `fallback` stands in while the page's language loads (a few ms, once). */
export type UiText = (key: string, fallback: string) => string;

/**
 * The shared components' texts in the page's language. Only that language is downloaded, the first time a
 * component really reads one (a page that passes its own labels loads nothing); the component re-renders when it
 * arrives and when the language changes.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation('ui');
  const language = i18n?.language as LocaleCode | undefined;
  const ready = language !== undefined && textsReady(uiLazyTexts, language);
  const wanted = useRef(false);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready || !wanted.current || language === undefined) return;
    let cancelled = false;
    loadTexts(uiLazyTexts).then(
      () => !cancelled && setLoads((n) => n + 1),
      () => undefined, // the fallbacks stay: a network hiccup must not break the page
    );
    return () => {
      cancelled = true;
    };
  });
  return (key, fallback) => {
    if (ready) return t(key);
    wanted.current = true;
    return fallback;
  };
}
