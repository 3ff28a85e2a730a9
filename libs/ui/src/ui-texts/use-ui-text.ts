import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '@cvb/contracts';
import { uiLazyTexts } from './lazy';

/**
 * Reads a text of namespace "ui"; `fallback` stands in while the page's language loads (a few ms, once). `values` fill
 * its `{{name}}` placeholders (the fallback's too).
 */
export type UiText = (
  key: string,
  fallback: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const NAMESPACE = uiLazyTexts.namespace;

function isLocale(code: string | undefined): code is LocaleCode {
  return code !== undefined && Object.prototype.hasOwnProperty.call(uiLazyTexts.locales, code);
}

/**
 * The shared components' texts in the page's language. Only that language is downloaded, the first time a
 * component really reads one (a page that passes its own labels loads nothing); the component re-renders when it
 * arrives and when the language changes. A language switch never waits for these texts.
 */
export function useUiText(): UiText {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n?.language;
  const ready = isLocale(language) && i18n.hasResourceBundle(language, NAMESPACE);
  const wanted = useRef(false);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready || !wanted.current || !isLocale(language)) return;
    let cancelled = false;
    uiLazyTexts.locales[language]().then(
      (bundle) => {
        i18n.addResourceBundle(language, NAMESPACE, bundle, true, false);
        if (!cancelled) setLoads((n) => n + 1);
      },
      () => undefined, // the fallbacks stay: a network hiccup must not break the page
    );
    return () => {
      cancelled = true;
    };
  });
  return (key, fallback, values) => {
    if (ready) return values ? t(key, values) : t(key);
    wanted.current = true;
    return values ? fill(fallback, values) : fallback;
  };
}
