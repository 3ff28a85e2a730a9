import { regexes } from 'zod/v4/core';
import { MESSAGES } from './messages';
import {
  EMAIL_PATTERN,
  emailRule,
  mobileRule,
  nameRule,
  NUMERIC_INPUT,
  passwordRule,
  subscriptionEmailRule,
} from './rules';

describe('field rules', () => {
  it('checks mobile numbers', () => {
    expect(mobileRule('')).toBe(MESSAGES.mobileRequired);
    expect(mobileRule('98765432101')).toBe(MESSAGES.mobileTooLong);
    expect(mobileRule('98765')).toBe(MESSAGES.mobileTooShort);
    expect(mobileRule('98765abc10')).toBe('Enter correct mobile number');
    expect(mobileRule('9876543210')).toBeNull();
  });

  it('checks names', () => {
    expect(nameRule('Ra')).toBe(MESSAGES.nameTooShort);
    expect(nameRule('Ravi2')).toBe(MESSAGES.nameLettersOnly);
    expect(nameRule('Ravi Kumar')).toBeNull();
    expect(nameRule('रवि कुमार')).toBeNull();
    expect(nameRule('R'.repeat(61))).toBe(MESSAGES.nameTooLong);
    expect(nameRule('Ravi\u0000Kumar')).toBe(MESSAGES.nameLettersOnly);
  });

  it('checks emails and passwords', () => {
    expect(emailRule('ravi@')).toBe('Please provide a valid email address');
    expect(emailRule('ravi@example.in')).toBeNull();
    expect(emailRule('Ravi.Kumar+fleet@mail.co.in')).toBeNull();
    for (const bad of [
      '<script>@x.co',
      '"x"@y.com',
      'a..b@x.co',
      'ravi@localhost',
      'a@b.c',
      'ravi@exa mple.in',
    ]) {
      expect(emailRule(bad)).toBe(MESSAGES.emailInvalid);
    }
    expect(emailRule(`${'a'.repeat(250)}@x.in`)).toBe(MESSAGES.emailTooLong);
    expect(passwordRule('x'.repeat(129))).toBe(MESSAGES.passwordTooLong);
    expect(passwordRule('chai\u0000garam')).toBe('Password must not contain control characters');
    expect(passwordRule('12345')).toBe(MESSAGES.passwordTooShort);
    expect(passwordRule('123456')).toBeNull();
  });

  it('checks the footer subscription email with its own messages', () => {
    expect(subscriptionEmailRule('  ')).toBe('Please enter your email');
    expect(subscriptionEmailRule('fleet@cvbazaar')).toBe('Please enter a valid email address');
    expect(subscriptionEmailRule('fleet owner@cvbazaar.in')).toBe('Please enter a valid email address');
    expect(subscriptionEmailRule(' fleet@cvbazaar.in ')).toBeNull();
  });

  it('knows the numeric input pattern', () => {
    expect(NUMERIC_INPUT.test('-12.5')).toBe(true);
    expect(NUMERIC_INPUT.test('12a')).toBe(false);
  });

  it('checks email addresses with the same pattern as the API’s z.email()', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
