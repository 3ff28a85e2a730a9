import { lazyTexts } from '@cvb/i18n';

/**
 * Namespace "shell", key `auth` without the header's part: the login, sign-up and password forms' texts (their
 * field rules included), loaded with the forms when a visitor opens them, in the page's language only.
 */
export const lazyAuthFormTexts = lazyTexts('shell', {
  en: () =>
    import(/* webpackChunkName: "texts-shell-auth-en" */ './auth-forms/en').then((m) => ({ auth: m.en })),
  hi: () =>
    import(/* webpackChunkName: "texts-shell-auth-hi" */ './auth-forms/hi').then((m) => ({ auth: m.hi })),
  mr: () =>
    import(/* webpackChunkName: "texts-shell-auth-mr" */ './auth-forms/mr').then((m) => ({ auth: m.mr })),
  pa: () =>
    import(/* webpackChunkName: "texts-shell-auth-pa" */ './auth-forms/pa').then((m) => ({ auth: m.pa })),
  ta: () =>
    import(/* webpackChunkName: "texts-shell-auth-ta" */ './auth-forms/ta').then((m) => ({ auth: m.ta })),
  te: () =>
    import(/* webpackChunkName: "texts-shell-auth-te" */ './auth-forms/te').then((m) => ({ auth: m.te })),
});
