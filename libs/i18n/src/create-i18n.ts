import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_CODES, type LocaleCode } from '@cvb/contracts';
import { joinLoaded } from './case-endings/page-joiners';
import { CASE_ENDINGS } from './case-endings/types';
import { DEFAULT_LOCALE } from './locales';
import { en as commonEnglish } from './common/en';
import { commonTexts } from './common-texts';
import { LazyTextRegistry, type LazyTexts } from './lazy-texts';
import { placeTexts } from './place-texts';

export type NamespaceResources = Record<LocaleCode, Record<string, unknown>>;

let instance: I18n | null = null;

/** The one i18next instance of the page (this lib is a federation singleton). */
export function getI18n(): I18n {
  if (instance) return instance;
  // The common texts of English only: every other language's load with the page's texts (`commonTexts`).
  const resources: Resource = { [DEFAULT_LOCALE]: { common: commonEnglish } };
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
  addCaseEndingFormats(instance);
  return instance;
}

/**
 * `{{city, in}}`, `{{state, located}}`: a place with the language's case ending joined (case-endings/), by the rule
 * the page loaded with its language's texts (place-texts.ts).
 */
export function addCaseEndingFormats(i18n: I18n): void {
  for (const ending of CASE_ENDINGS) {
    i18n.services.formatter?.add(ending, (value: unknown, lng: string | undefined) => {
      const code = LOCALE_CODES.find((locale) => locale === lng) ?? DEFAULT_LOCALE;
      return joinLoaded(String(value ?? ''), ending, code);
    });
  }
}

/** Adds an app's own namespace in every locale; a remote calls this before it renders. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const i18n = getI18n();
  // Deep merge: several parts (pages of one engine) may add their own keys to one namespace.
  for (const code of Object.keys(resources) as LocaleCode[]) {
    i18n.addResourceBundle(code, namespace, resources[code], true, false);
  }
}

/** Text modules that load per locale (see lazy-texts.ts); one registry per page, like the i18next instance. */
const registry = new LazyTextRegistry((code, namespace, bundle) =>
  getI18n().addResourceBundle(code, namespace, bundle, true, false),
);
// The common texts and the place names are always asked for (a language switch loads them too); English is in the
// bundle already (the place names' keys are English).
const ALWAYS: readonly LazyTexts[] = [commonTexts, placeTexts];
for (const module of ALWAYS) registry.markLoaded(module, DEFAULT_LOCALE);
/** The language asked for last: a switch in progress already counts, so a remote mounting meanwhile loads it. */
let requestedLanguage: LocaleCode | null = null;

/** The page's language, or the one it is switching to. */
export function currentLanguage(): LocaleCode {
  return requestedLanguage ?? (getI18n().language as LocaleCode);
}

/**
 * Loads the texts of `modules`, the common texts and the place names in the page's language (once per locale) and
 * remembers them, so a later language switch loads theirs too. Render what uses them after this resolves: no keys
 * (nor English place names) flash on screen.
 */
export function loadTexts(
  modules: LazyTexts | readonly LazyTexts[],
  code = currentLanguage(),
): Promise<void> {
  const list = Array.isArray(modules) ? modules : [modules as LazyTexts];
  return registry.load([...ALWAYS, ...list], code);
}

/** Whether the texts of `modules` are there in `code` already (nothing to wait for). */
export function textsReady(modules: LazyTexts | readonly LazyTexts[], code = currentLanguage()): boolean {
  const list = Array.isArray(modules) ? modules : [modules as LazyTexts];
  return [...ALWAYS, ...list].every((module) => registry.isLoaded(module, code));
}

/**
 * Switches the page's language. When every text module asked for so far has that language's texts it happens at
 * once; otherwise the texts are fetched first and the page keeps the old language meanwhile (never raw keys).
 */
export function setLanguage(code: LocaleCode): Promise<void> {
  const i18n = getI18n();
  requestedLanguage = code;
  const apply = () => {
    if (requestedLanguage === code && i18n.language !== code) void i18n.changeLanguage(code);
  };
  if (registry.isReady(code)) {
    apply();
    return Promise.resolve();
  }
  return registry.loadAll(code).then(apply, (error: unknown) => {
    console.error(`[i18n] texts for ${code} could not be loaded`, error);
    apply();
  });
}
