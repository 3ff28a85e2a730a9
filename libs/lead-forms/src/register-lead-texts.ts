import { registerNamespace } from '@cvb/i18n';
import { leadTexts } from './texts';

/** Adds namespace 'leads'; every remote that shows lead buttons calls this before it renders. */
export function registerLeadTexts(): void {
  registerNamespace('leads', leadTexts);
}
