import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { en } from './pages/en';
import { hi } from './pages/hi';
import { mr } from './pages/mr';
import { pa } from './pages/pa';
import { ta } from './pages/ta';
import { te } from './pages/te';

/** Namespace 'shell', keys footer, pages, notFound and expo; the header's keys are registered beside them. */
export const pagesResources: NamespaceResources = { en, hi, mr, pa, ta, te };

export function registerPagesTexts(): void {
  registerNamespace('shell', pagesResources);
}
