import type { TFunction } from 'i18next';
import type { AccountCallFailure } from '@cvb/api-client';
import { codeTriesLeft } from '@cvb/contracts/accounts/messages';
import { translateMessage } from '../forms/translate-message';
import { en as authEnglish } from '../texts/auth-forms/en';

const TRIES_LEFT_KEY = 'codeInvalidTriesLeft';
const SERVER_KEY_BY_TEXT = new Map(
  Object.entries(authEnglish.server)
    .filter(([key]) => !key.startsWith(TRIES_LEFT_KEY))
    .map(([key, text]) => [text, key]),
);

/**
 * An account message of the API (already reworded per docs/domain.md#account-messages) in the page's language; English stays the
 * API's exact text, and a message this table does not know is shown as it came.
 */
export function translateAccountMessage(t: TFunction, message: string): string {
  const key = SERVER_KEY_BY_TEXT.get(message);
  if (key) return t(`auth.server.${key}`);
  const triesLeft = codeTriesLeft(message);
  if (triesLeft !== null) return t(`auth.server.${TRIES_LEFT_KEY}`, { count: triesLeft });
  return translateMessage(t, 'auth.validation', message);
}

const unchanged = (message: string) => message;

/** What the danger alert says about a failed account call: the API's message, else a clear fallback. */
export function accountFailureText(
  t: TFunction,
  failure: AccountCallFailure,
  reword: (message: string) => string = unchanged,
): string {
  if (failure.message) return translateAccountMessage(t, reword(failure.message));
  if (failure.status === null) return t('auth.errors.network');
  if (failure.status === 429) return t('auth.errors.tooMany');
  return t('auth.errors.server');
}
