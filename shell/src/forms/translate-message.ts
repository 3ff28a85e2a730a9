import type { TFunction } from 'i18next';
import { MESSAGES } from '@cvb/validation';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/**
 * Rules of @cvb/validation answer with the exact English message of docs/domain.md#field-rules; a form shows it in the page's
 * language from `${prefix}.${messageKey}`, and English texts hold the very same constant.
 */
export function translateMessage(t: TFunction, prefix: string, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`${prefix}.${key}`, { defaultValue: message }) : message;
}
