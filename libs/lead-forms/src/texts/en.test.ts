import { en } from './en';

// `errors` and `server` are computed from the API's messages (docs/domain.md#field-rules, #account-messages); the English
// the lead forms show must stay exactly this, and the other locales translate these keys.
describe('English messages of the lead forms', () => {
  it('are the field-rule messages and the lead and code messages, byte for byte', () => {
    expect(en.errors).toEqual({
      mobileRequired: 'Please enter your mobile number',
      mobileTooLong: 'Mobile number should not be more than 10 digits',
      mobileTooShort: 'Mobile number should not be less than 10 digits',
      mobileInvalid: 'Enter correct mobile number',
      nameRequired: 'Please enter your name',
      nameLettersOnly: 'Name should contain alphabets only',
      nameTooShort: 'Name should be at least 3 characters',
      emailRequired: 'Please enter your email',
      emailInvalid: 'Please provide a valid email address',
      subscriptionEmailInvalid: 'Please enter a valid email address',
      passwordTooShort: 'Password should be at least 6 characters',
      fillAllDetails: 'Please fill all details',
      fillYourDetails: 'Please Fill your Details',
      enterAnyValue: 'Please Enter any value',
      selectCity: 'Please select city',
      nameTooLong: 'Name should not be more than 60 characters',
      emailTooLong: 'Email should not be more than 254 characters',
      passwordTooLong: 'Password should not be more than 128 characters',
      controlCharacters: 'must not contain control characters',
      tooDeep: 'is nested too deeply',
      tooManyLogins: 'Too many login attempts, please try again in a few minutes',
      tooManyPasswordChanges: 'Too many password attempts, please try again in a few minutes',
      tooManySubmissions: 'Too many submissions, please try again later',
      pincodeInvalid: 'Please enter a valid 6-digit pincode',
      codeFormat: 'Enter the 6-digit code',
    });
  });

  it('are the OTP answers of the API, byte for byte', () => {
    expect(en.server).toEqual({
      verificationExpired: 'Your OTP verification has expired, please verify your mobile number again',
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
    });
  });
});
