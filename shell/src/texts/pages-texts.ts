import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { en } from './pages/en';
import { hi } from './pages/hi';
import { mr } from './pages/mr';
import { pa } from './pages/pa';
import { ta } from './pages/ta';
import { te } from './pages/te';
import { en as footerEn } from './footer/en';
import { hi as footerHi } from './footer/hi';
import { mr as footerMr } from './footer/mr';
import { pa as footerPa } from './footer/pa';
import { ta as footerTa } from './footer/ta';
import { te as footerTe } from './footer/te';
import { en as staticEn } from './static-pages/en';
import { hi as staticHi } from './static-pages/hi';
import { mr as staticMr } from './static-pages/mr';
import { pa as staticPa } from './static-pages/pa';
import { ta as staticTa } from './static-pages/ta';
import { te as staticTe } from './static-pages/te';

/** Namespace 'shell', key notFound (in the shell's texts of every page). */
export const pagesResources: NamespaceResources = { en, hi, mr, pa, ta, te };

/** Namespace 'shell', key footer (loaded with the footer: lazy-footer-texts.ts). */
export const footerResources: NamespaceResources = {
  en: footerEn,
  hi: footerHi,
  mr: footerMr,
  pa: footerPa,
  ta: footerTa,
  te: footerTe,
};

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
  registerNamespace('shell', footerResources);
  registerNamespace('shell', staticPagesResources);
}
