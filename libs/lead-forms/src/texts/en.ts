import { ACCOUNT_MESSAGES as M, CODE_ANSWERS } from '@cvb/contracts/accounts/messages';
import { LEAD_MESSAGES as L } from '@cvb/contracts/leads/messages';
import { MESSAGES } from '@cvb/validation';

/**
 * English texts of the lead forms. The validation and code messages are the API's own constants (docs/domain.md#field-rules,
 * #account-messages), not copies: the form finds a message's translation by its exact English text.
 */
export const en = {
  open: {
    quote: 'Get price quote',
    callback: 'Request callback',
    brochure: 'Download brochure',
    'launch-alert': 'Alert me',
    'test-drive': 'Book test drive',
    loan: 'Apply for loan',
  },
  openFor: '{{action}}: {{name}}',
  title: {
    quote: 'Get the best price for {{name}}',
    callback: 'Request a callback about {{name}}',
    callbackDealer: 'Request a callback from {{dealer}}',
    brochure: 'Get the {{name}} brochure',
    'launch-alert': 'Alert me when {{name}} launches',
    'test-drive': 'Book a test drive of {{name}}',
    loan: 'Apply for a loan for {{name}}',
  },
  intro: 'Share your details and we will get in touch with you.',
  close: 'Close',
  fields: {
    name: 'Full name',
    mobile: 'Mobile number',
    email: 'Email',
    pincode: 'Pincode',
    city: 'City',
    state: 'State',
    timeline: 'When do you plan to buy?',
  },
  optional: '(optional)',
  chooseCity: 'Select city',
  chooseTimeline: 'Select an option',
  citiesLoading: 'Loading cities…',
  citiesFailed: 'Could not load the cities.',
  retry: 'Try again',
  timeline: {
    'just-researching': 'Just researching',
    '15-days': 'Within 15 days',
    '30-days': 'Within 30 days',
    '90-days': 'Within 90 days',
    'not-decided': 'Not decided yet',
  },
  submit: {
    quote: 'Get price quote',
    callback: 'Request callback',
    brochure: 'Get brochure',
    'launch-alert': 'Alert me',
    'test-drive': 'Book test drive',
    loan: 'Apply now',
  },
  submitting: 'Sending…',
  consent:
    'By submitting you agree that CV Bazaar and its dealer partners may call or message you about this request.',
  code: {
    title: 'Verify your mobile number',
    sent: 'We have sent a 6-digit code by SMS to {{mobile}}.',
    label: 'One-time code',
    verify: 'Verify and submit',
    verifying: 'Verifying…',
    resend: 'Send a new code',
    resent: 'A new code is on its way.',
    change: 'Change mobile number',
  },
  thanks: {
    title: 'Thank you!',
    quote:
      'We have received your request. Our dealer partner will call you soon with the best price of {{name}}.',
    callback: 'We have received your request. We will call you back shortly.',
    brochure:
      'We have received your request. Our dealer partner will call you soon and share the {{name}} brochure.',
    'launch-alert': 'Thanks for your interest! We will notify you when {{name}} launches.',
    'test-drive':
      'Thank you for booking a test drive of {{name}}. Our dealer will call you to fix the date and time.',
    loan: 'We have received your loan application. Our finance partner will call you with the best offers for {{name}}.',
    done: 'Done',
  },
  failure: 'We could not send your details. Please check your connection and try again.',
  errors: {
    ...MESSAGES,
    pincodeInvalid: L.pincodeInvalid,
    codeFormat: M.codeFormat,
  },
  server: {
    verificationExpired: L.verificationExpired,
    ...CODE_ANSWERS,
  },
  offline: {
    saved: 'Saved — will be sent when you are back online',
    savedText:
      'Your request is kept on this phone. It goes to the dealer as soon as the connection is back; keep this page open.',
    close: 'Close',
  },
};
