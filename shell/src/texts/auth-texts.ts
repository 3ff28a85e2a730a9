import { mergeTexts, type NamespaceResources } from '@cvb/i18n';
import { en } from './auth/en';
import { hi } from './auth/hi';
import { mr } from './auth/mr';
import { pa } from './auth/pa';
import { ta } from './auth/ta';
import { te } from './auth/te';
import { en as formsEn } from './auth-forms/en';
import { hi as formsHi } from './auth-forms/hi';
import { mr as formsMr } from './auth-forms/mr';
import { pa as formsPa } from './auth-forms/pa';
import { ta as formsTa } from './auth-forms/ta';
import { te as formsTe } from './auth-forms/te';

/** The API's account messages (after the docs/domain.md#account-messages swaps) by their English text, for translating them. */
export const AUTH_SERVER_MESSAGES: Readonly<Record<string, string>> = formsEn.server;

/**
 * Login modal and user menu texts (namespace 'shell', top-level key `auth`), every part at once (tests). The page
 * loads the header's part with the shell's texts and the forms' part with the forms (lazy-auth-form-texts.ts).
 */
export const authTexts: NamespaceResources = {
  en: { auth: mergeTexts(en, formsEn) },
  hi: { auth: mergeTexts(hi, formsHi) },
  mr: { auth: mergeTexts(mr, formsMr) },
  pa: { auth: mergeTexts(pa, formsPa) },
  ta: { auth: mergeTexts(ta, formsTa) },
  te: { auth: mergeTexts(te, formsTe) },
};
