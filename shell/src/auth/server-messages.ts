/** docs/domain.md#account-messages, login error: the API's message with the word Identifier replaced by Mobile. */
export function loginErrorMessage(message: string): string {
  return message.replace(/Identifier/g, 'Mobile');
}

const SIGNUP_WORDS: Record<string, string> = { Username: 'Mobile Number', Email: 'Email/Mobile Number' };

/** docs/domain.md#account-messages, signup error: 'Username' becomes 'Mobile Number' and 'Email' becomes 'Email/Mobile Number'. */
export function signupErrorMessage(message: string): string {
  // One pass, so the 'Mobile Number' put in for Username is never rewritten again.
  return message.replace(/Username|Email/g, (word) => SIGNUP_WORDS[word]);
}
