export { requireRole, signedInUser, userOfRequest } from './request-user';
export { SESSION_COOKIE, userForSessionToken, hashSessionToken } from './sessions';
export type { Clock } from './clock';
export type { RateLimiter } from './rate-limit/rate-limiter';
export type { SmsSender } from './sms/sms-sender';
