/**
 * Answers of the lead calls that docs/domain.md#field-rules does not word (its field messages come from @cvb/validation),
 * the same text for the API and the lead form, which finds a message's translation by it.
 */
export const LEAD_MESSAGES = {
  thanks: 'Thank you for your interest. Our team will contact you shortly.',
  needsOtp: 'Please verify your mobile number with the OTP we send you',
  verificationExpired: 'Your OTP verification has expired, please verify your mobile number again',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  idempotencyKeyReused: 'idempotencyKey: already used for another submission',
  unknownBrand: 'brandSlug: no such brand',
  unknownDealer: 'dealerId: no such dealer',
  brandNeedsVertical: 'vertical: required with brandSlug',
} as const;
