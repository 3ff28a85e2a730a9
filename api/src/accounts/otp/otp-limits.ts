const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const OTP_LIMITS = {
  codeDigits: 6,
  codeLifetimeMs: 5 * MINUTE,
  triesPerCode: 5,
  resendAfterMs: 30 * SECOND,
  codesPerMobilePerHour: 5,
  hourMs: 60 * MINUTE,
  verificationLifetimeMs: 10 * MINUTE,
} as const;
