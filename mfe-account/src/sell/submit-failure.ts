import { adPostFailureOf } from '@cvb/api-client';
import { MESSAGES } from '@cvb/validation';

export type SubmitFailure =
  | { kind: 'signedOut' }
  | { kind: 'rule'; key: keyof typeof MESSAGES }
  | { kind: 'message'; text: string }
  | { kind: 'network' }
  | { kind: 'server' };

const KEY_BY_TEXT = new Map<string, keyof typeof MESSAGES>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as keyof typeof MESSAGES]),
);

/** What went wrong with a posted ad, in terms the form can show in the page's language. */
export function submitFailureOf(error: unknown): SubmitFailure {
  const { status, message } = adPostFailureOf(error);
  if (status === null) return { kind: 'network' };
  if (status === 401) return { kind: 'signedOut' };
  if ((status === 400 || status === 413) && message) {
    const key = KEY_BY_TEXT.get(message);
    return key ? { kind: 'rule', key } : { kind: 'message', text: message };
  }
  return { kind: 'server' };
}
