import type { LocaleCode } from '@cvb/contracts';
import { LOCALES } from './locales';

/** One locale's texts of a namespace (a nested tree of strings). */
export type TextBundle = Record<string, unknown>;

/** Per locale, a function that imports that locale's texts: `{ en: () => import('./en').then((m) => m.en), … }`. */
export type LocaleLoaders = Record<LocaleCode, () => Promise<TextBundle>>;

/** A text module: a namespace (several modules may fill one) and the loaders of its six locales. */
export interface LazyTexts {
  readonly namespace: string;
  readonly locales: LocaleLoaders;
}

/**
 * Declares a text module whose locales load on demand, one chunk per locale:
 * `export const fuelTexts = lazyTexts('fuel', { en: () => import('./locales/en').then((m) => m.en), … })`.
 */
export function lazyTexts(namespace: string, locales: LocaleLoaders): LazyTexts {
  return { namespace, locales };
}

/** Where loaded texts go: the page's i18next instance, given by create-i18n (kept apart to avoid a cycle). */
export type AddBundle = (code: LocaleCode, namespace: string, bundle: TextBundle) => void;

/**
 * The page's registry of text modules: which were asked for, and which of their locales are loaded. A
 * locale's texts are fetched once; a failed fetch is forgotten so the next call tries again.
 */
export class LazyTextRegistry {
  private readonly modules = new Set<LazyTexts>();
  private readonly loads = new Map<LazyTexts, Map<LocaleCode, Promise<void>>>();
  private readonly done = new Map<LazyTexts, Set<LocaleCode>>();

  constructor(private readonly addBundle: AddBundle) {}

  /** Remembers `modules` (so a later language switch loads them too) and loads their texts for `code`. */
  load(modules: LazyTexts | readonly LazyTexts[], code: LocaleCode): Promise<void> {
    const list = Array.isArray(modules) ? modules : [modules as LazyTexts];
    for (const module of list) this.modules.add(module);
    return Promise.all(list.map((module) => this.loadOne(module, code))).then(() => undefined);
  }

  /** Loads `code` for every module asked for so far (before the page switches to that language). */
  loadAll(code: LocaleCode): Promise<void> {
    return this.load([...this.modules], code);
  }

  /** Remembers `module` with the texts of `code` already in place (a language that is in the bundle). */
  markLoaded(module: LazyTexts, code: LocaleCode): void {
    this.modules.add(module);
    const loaded = this.done.get(module) ?? new Set<LocaleCode>();
    loaded.add(code);
    this.done.set(module, loaded);
  }

  /** Whether every module asked for so far already has the texts of `code`. */
  isReady(code: LocaleCode): boolean {
    return [...this.modules].every((module) => this.isLoaded(module, code));
  }

  /** Whether `module` has the texts of `code` already. */
  isLoaded(module: LazyTexts, code: LocaleCode): boolean {
    return this.done.get(module)?.has(code) ?? false;
  }

  private loadOne(module: LazyTexts, code: LocaleCode): Promise<void> {
    const known = LOCALES.some((locale) => locale.code === code);
    if (!known) return Promise.resolve();
    let perLocale = this.loads.get(module);
    if (!perLocale) {
      perLocale = new Map();
      this.loads.set(module, perLocale);
    }
    const pending = perLocale.get(code);
    if (pending) return pending;
    const loading = module.locales[code]().then((bundle) => {
      this.addBundle(code, module.namespace, bundle);
      const loaded = this.done.get(module) ?? new Set<LocaleCode>();
      loaded.add(code);
      this.done.set(module, loaded);
    });
    perLocale.set(code, loading);
    const owner = perLocale;
    loading.catch(() => {
      if (owner.get(code) === loading) owner.delete(code);
    });
    return loading;
  }
}

const isTree = (value: unknown): value is TextBundle =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Deep merge of several parts of one namespace's texts in one locale (a later part wins on a clash). */
export function mergeTexts(...parts: TextBundle[]): TextBundle {
  const merged: TextBundle = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = merged[key];
      merged[key] = isTree(current) && isTree(value) ? mergeTexts(current, value) : value;
    }
  }
  return merged;
}
