import { MESSAGES } from '@cvb/validation';

/** The MESSAGES key of a field-rule message (docs/domain.md#field-rules), so the page can show it in the reader's language. */
export function ruleMessageKey(message: string): keyof typeof MESSAGES | null {
  const entry = Object.entries(MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as keyof typeof MESSAGES) : null;
}
