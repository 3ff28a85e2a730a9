/** Server messages of the account calls, the same text for the API and the browser. The client rewrites 'Identifier', 'Username' and 'Email' (docs/domain.md#account-messages). */
export const ACCOUNT_MESSAGES = {
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  codeFormat: 'Enter the 6-digit code',
  codeInvalid: 'Invalid code',
  codeExpired: 'This code has expired, please ask for a new one',
  codeUsed: 'This code has already been used, please ask for a new one',
  codeTriesExhausted: 'Too many wrong tries, please ask for a new code',
  resendTooSoon: 'Please wait 30 seconds before asking for a new code',
  hourlyLimit: 'Too many codes for this mobile number, please try again in an hour',
  ipLimit: 'Too many codes asked from this network, please try again later',
  smsFailed: 'Could not send the code, please try again',
  notVerified: 'Mobile number is not verified, please confirm the OTP again',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already taken',
  usernameNotFound: 'Username not found',
  loginInvalid: 'Identifier or password invalid',
  loginSuccess: 'Login successful',
  signupSuccess: 'Sign up successful',
  passwordChanged: 'Password changed successfully',
  currentPasswordInvalid: 'Current password is invalid',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out successfully',
  loginRequired: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  crossSite: 'Cross-site request refused',
} as const;

/** The API's answer to a wrong code while tries are left: "Invalid code, 2 tries left". */
export function codeInvalidTriesLeft(left: number): string {
  return `${ACCOUNT_MESSAGES.codeInvalid}, ${left} ${left === 1 ? 'try' : 'tries'} left`;
}

const TRIES_LEFT = new RegExp(`^${ACCOUNT_MESSAGES.codeInvalid}, (\\d+) tr(?:y|ies) left$`);

/** The tries left in the API's answer to a wrong code ("Invalid code, 2 tries left"), or null for any other message. */
export function codeTriesLeft(message: string): number | null {
  const match = TRIES_LEFT.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * The API's answers to a one-time code, by the key under which every form that confirms a mobile number (the account
 * forms, the lead form) keeps their translations; `codeInvalidTriesLeft` takes i18next's count.
 */
export const CODE_ANSWERS: Readonly<
  Record<
    | 'codeInvalid'
    | 'codeInvalidTriesLeft_one'
    | 'codeInvalidTriesLeft_zero'
    | 'codeInvalidTriesLeft_other'
    | 'codeExpired'
    | 'codeUsed'
    | 'codeTriesExhausted'
    | 'resendTooSoon'
    | 'hourlyLimit'
    | 'ipLimit'
    | 'smsFailed',
    string
  >
> = {
  codeInvalid: ACCOUNT_MESSAGES.codeInvalid,
  codeInvalidTriesLeft_one: `${ACCOUNT_MESSAGES.codeInvalid}, {{count}} try left`,
  codeInvalidTriesLeft_zero: `${ACCOUNT_MESSAGES.codeInvalid}, {{count}} tries left`,
  codeInvalidTriesLeft_other: `${ACCOUNT_MESSAGES.codeInvalid}, {{count}} tries left`,
  codeExpired: ACCOUNT_MESSAGES.codeExpired,
  codeUsed: ACCOUNT_MESSAGES.codeUsed,
  codeTriesExhausted: ACCOUNT_MESSAGES.codeTriesExhausted,
  resendTooSoon: ACCOUNT_MESSAGES.resendTooSoon,
  hourlyLimit: ACCOUNT_MESSAGES.hourlyLimit,
  ipLimit: ACCOUNT_MESSAGES.ipLimit,
  smsFailed: ACCOUNT_MESSAGES.smsFailed,
};
