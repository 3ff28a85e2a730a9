import { flattenKeys, missingTranslations } from '@cvb/i18n';
import { MESSAGES } from '@cvb/validation';
import { authTexts } from './auth-texts';
import { lazyAuthFormTexts } from './lazy-auth-form-texts';
import { lazyShellTexts } from './lazy-shell-texts';

const english = authTexts.en.auth as {
  alerts: Record<string, string>;
  validation: Record<string, string>;
};

it('has every login modal text in six languages', () => {
  expect(missingTranslations(authTexts)).toEqual({});
});

it('keeps the login alerts exact in English', () => {
  expect(english.alerts).toEqual({
    loginSuccess: 'Login successful...',
    signupSuccess: 'Sign up successful...',
    passwordChanged: 'Password changes successfully...',
    usernameNotFound: 'Username not found...',
  });
});

it('keeps the field-rule messages exact in English', () => {
  for (const [key, text] of Object.entries(english.validation)) {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
  }
});

it('has only the auth key at the top', () => {
  expect(new Set(flattenKeys(authTexts.en).map((key) => key.split('.')[0]))).toEqual(new Set(['auth']));
});

it('loads only the login button and user menu with every page; the forms bring the rest in the page language', async () => {
  for (const code of ['en', 'hi', 'te'] as const) {
    const everyPage = (await lazyShellTexts.locales[code]()) as { auth: Record<string, unknown> };
    expect(Object.keys(everyPage.auth).sort()).toEqual(['menu', 'openLogin']);
    const forms = (await lazyAuthFormTexts.locales[code]()) as { auth: Record<string, unknown> };
    expect(Object.keys(forms.auth)).toEqual(
      expect.arrayContaining(['dialogTitle', 'fields', 'validation', 'server']),
    );
    expect(Object.keys(forms.auth)).not.toContain('menu');
  }
});
