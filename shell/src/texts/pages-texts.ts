import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { en } from './pages/en';
import { hi } from './pages/hi';
import { mr } from './pages/mr';
import { pa } from './pages/pa';
import { ta } from './pages/ta';
import { te } from './pages/te';
import { en as staticEn } from './static-pages/en';
import { hi as staticHi } from './static-pages/hi';
import { mr as staticMr } from './static-pages/mr';
import { pa as staticPa } from './static-pages/pa';
import { ta as staticTa } from './static-pages/ta';
import { te as staticTe } from './static-pages/te';

/** Namespace 'shell', keys footer and notFound (in the shell's texts of every page). */
export const pagesResources: NamespaceResources = { en, hi, mr, pa, ta, te };

/** Namespace 'shell', keys pages and expo (loaded with those pages: lazy-static-page-texts.ts). */
export const staticPagesResources: NamespaceResources = {
  en: staticEn,
  hi: staticHi,
  mr: staticMr,
  pa: staticPa,
  ta: staticTa,
  te: staticTe,
};

/** For tests: every page text of the shell at once; the header's keys are registered beside them. */
export function registerPagesTexts(): void {
  registerNamespace('shell', pagesResources);
  registerNamespace('shell', staticPagesResources);
}
