import type { NamespaceResources } from '@cvb/i18n';
import { en } from './auth/en';
import { hi } from './auth/hi';
import { mr } from './auth/mr';
import { pa } from './auth/pa';
import { ta } from './auth/ta';
import { te } from './auth/te';

/** The API's account messages (after the docs/domain.md#account-messages swaps) by their English text, for translating them. */
export const AUTH_SERVER_MESSAGES: Readonly<Record<string, string>> = en.server;

/** Login modal and user menu texts (namespace 'shell', top-level key `auth`). */
export const authTexts: NamespaceResources = {
  en: { auth: en },
  hi: { auth: hi },
  mr: { auth: mr },
  pa: { auth: pa },
  ta: { auth: ta },
  te: { auth: te },
};
