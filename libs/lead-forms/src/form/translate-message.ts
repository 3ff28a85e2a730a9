import type { TFunction } from 'i18next';
import { codeTriesLeft } from '@cvb/contracts/accounts/messages';
import { en } from '../texts/en';

const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(en.errors).map(([key, text]): [string, string] => [text, `errors.${key}`]),
  ...Object.entries(en.server).map(([key, text]): [string, string] => [text, `server.${key}`]),
]);

/**
 * Rules and the API answer in exact English (docs/domain.md#field-rules); the form shows the same message in the page's
 * language when it knows it, and the English words otherwise.
 */
export function translateMessage(t: TFunction<'leads'>, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(key, { defaultValue: message });
  const triesLeft = codeTriesLeft(message);
  return triesLeft === null
    ? message
    : t('server.codeInvalidTriesLeft', { count: triesLeft, defaultValue: message });
}
