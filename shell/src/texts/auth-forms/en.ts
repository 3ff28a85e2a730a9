import { ACCOUNT_MESSAGES as M, CODE_ANSWERS } from '@cvb/contracts/accounts/messages';
import { MESSAGES, type ValidationTexts } from '@cvb/validation';
import { loginErrorMessage, signupErrorMessage } from '../../auth/server-messages';

/** The API's account messages (written once, in contracts) after the word swaps the forms apply, and the shell's own. */
const server = {
  loginInvalid: loginErrorMessage(M.loginInvalid),
  mobileTaken: signupErrorMessage(M.usernameTaken),
  emailTaken: signupErrorMessage(M.emailTaken),
  usernameNotFound: M.usernameNotFound,
  codeFormat: M.codeFormat,
  ...CODE_ANSWERS,
  notVerified: M.notVerified,
  serverError: 'Something went wrong on our side',
  crossSite: M.crossSite,
};

/**
 * English texts of the login, sign-up and password forms (loaded with them). `alerts` and `validation` hold the texts of docs/domain.md#account-messages and #field-rules exactly;
 * `server` holds the API's account messages as shown after the docs/domain.md#account-messages word swaps, so they can be translated.
 */
export const en = {
  dialogTitle: 'Login / Sign up',
  close: 'Close',
  tabsLabel: 'Login or sign up',
  tabs: { login: 'Login', signup: 'Sign up' },
  fields: {
    mobile: 'Mobile number',
    password: 'Password',
    name: 'Full name',
    email: 'Email',
    code: '6-digit code',
    newPassword: 'New password',
  },
  actions: {
    login: 'Login',
    loggingIn: 'Logging in…',
    sendCode: 'Send code',
    sendingCode: 'Sending code…',
    verifyCode: 'Verify code',
    verifying: 'Verifying…',
    resendCode: 'Resend code',
    resendIn: 'Resend code in {{seconds}} s',
    createAccount: 'Create account',
    creatingAccount: 'Creating account…',
    savePassword: 'Save new password',
    savingPassword: 'Saving…',
    forgotPassword: 'Forgot password?',
    backToLogin: 'Back to login',
    changeNumber: 'Change number',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter your registered mobile number. We will send you a code to set a new password.',
  },
  signupIntro: 'Sign up with your mobile number. We will send you a code to confirm it.',
  codeSent: 'We sent a 6-digit code to {{mobile}}.',
  codeVerified: 'Mobile number {{mobile}} confirmed. Now choose a password.',
  alerts: {
    loginSuccess: 'Login successful...',
    signupSuccess: 'Sign up successful...',
    passwordChanged: 'Password changes successfully...',
    usernameNotFound: 'Username not found...',
  },
  validation: { ...MESSAGES } as ValidationTexts,
  errors: {
    network: 'Could not reach CV Bazaar. Check your connection and try again.',
    server: 'Something went wrong on our side. Please try again.',
    tooMany: 'Too many attempts. Please wait a little and try again.',
  },
  server: server as { [K in keyof typeof server]: string },
};

export type AuthFormTexts = typeof en;
