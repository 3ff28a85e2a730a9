import { flattenKeys, missingTranslations } from '@cvb/i18n';
import { MESSAGES } from '@cvb/validation';
import { authTexts } from './auth-texts';

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
