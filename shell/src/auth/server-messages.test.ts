import { loginErrorMessage, signupErrorMessage } from './server-messages';

describe('server message rewording', () => {
  it('login: Identifier becomes Mobile', () => {
    expect(loginErrorMessage('Identifier or password invalid')).toBe('Mobile or password invalid');
    expect(loginErrorMessage('Please wait 30 seconds before asking for a new code')).toBe(
      'Please wait 30 seconds before asking for a new code',
    );
  });

  it('signup: Username becomes Mobile Number and Email becomes Email/Mobile Number', () => {
    expect(signupErrorMessage('Username already taken')).toBe('Mobile Number already taken');
    expect(signupErrorMessage('Email already taken')).toBe('Email/Mobile Number already taken');
    expect(signupErrorMessage('Username or Email are already taken')).toBe(
      'Mobile Number or Email/Mobile Number are already taken',
    );
    // Lower-case words of the docs/domain.md#field-rules messages stay as they are.
    expect(signupErrorMessage('Please provide a valid email address')).toBe(
      'Please provide a valid email address',
    );
  });
});
