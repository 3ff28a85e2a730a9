import { en } from './en';

// The `server` texts are computed from the API's messages; the English the forms show must stay exactly this
// (docs/domain.md#account-messages), and the other locales translate these keys.
describe('English account messages of the forms', () => {
  it('are the API messages after the login and sign-up word swaps, byte for byte', () => {
    expect(en.server).toEqual({
      loginInvalid: 'Mobile or password invalid',
      mobileTaken: 'Mobile Number already taken',
      emailTaken: 'Email/Mobile Number already taken',
      usernameNotFound: 'Username not found',
      codeFormat: 'Enter the 6-digit code',
      codeInvalid: 'Invalid code',
      codeInvalidTriesLeft_one: 'Invalid code, {{count}} try left',
      codeInvalidTriesLeft_zero: 'Invalid code, {{count}} tries left',
      codeInvalidTriesLeft_other: 'Invalid code, {{count}} tries left',
      codeExpired: 'This code has expired, please ask for a new one',
      codeUsed: 'This code has already been used, please ask for a new one',
      codeTriesExhausted: 'Too many wrong tries, please ask for a new code',
      resendTooSoon: 'Please wait 30 seconds before asking for a new code',
      hourlyLimit: 'Too many codes for this mobile number, please try again in an hour',
      ipLimit: 'Too many codes asked from this network, please try again later',
      smsFailed: 'Could not send the code, please try again',
      notVerified: 'Mobile number is not verified, please confirm the OTP again',
      serverError: 'Something went wrong on our side',
      crossSite: 'Cross-site request refused',
    });
  });
});
