/** The exact user-facing messages of docs/domain.md#field-rules. */
export const MESSAGES = {
  mobileRequired: 'Please enter your mobile number',
  mobileTooLong: 'Mobile number should not be more than 10 digits',
  mobileTooShort: 'Mobile number should not be less than 10 digits',
  mobileInvalid: 'Enter correct mobile number',
  nameRequired: 'Please enter your name',
  nameLettersOnly: 'Name should contain alphabets only',
  nameTooShort: 'Name should be at least 3 characters',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please provide a valid email address',
  /** The footer subscription form words its pattern error differently (docs/domain.md#field-rules). */
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
} as const;

/** "title: must be 200 characters or less": the field goes in front, as in every other 400 of the API. */
export const tooLongMessage = (max: number) => `must be ${max} characters or less`;
