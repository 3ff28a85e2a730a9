import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleCode } from '@cvb/contracts';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { commonResources } from './common-resources';

export type NamespaceResources = Record<LocaleCode, Record<string, unknown>>;

let instance: I18n | null = null;

/** The one i18next instance of the page (this lib is a federation singleton). */
export function getI18n(): I18n {
  if (instance) return instance;
  const resources: Resource = {};
  for (const { code } of LOCALES) resources[code] = { common: commonResources[code] };
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds an app's own namespace in every locale; a remote calls this before it renders. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const i18n = getI18n();
  // Deep merge: several parts (pages of one engine) may add their own keys to one namespace.
  for (const code of Object.keys(resources) as LocaleCode[]) {
    i18n.addResourceBundle(code, namespace, resources[code], true, false);
  }
}

export function setLanguage(code: LocaleCode): void {
  const i18n = getI18n();
  if (i18n.language !== code) void i18n.changeLanguage(code);
}
