// Kept for existing imports; sessions live in ../accounts.
export { SESSION_COOKIE, hashSessionToken, userForSessionToken } from '../accounts/sessions';
