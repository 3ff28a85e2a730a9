import type { HoldReason } from '@cvb/contracts';

/** A web address: http(s)://… or www.… */
const LINK = /\bhttps?:\/\/|\bwww\./i;
/** A 10-digit Indian mobile (6–9 first), optionally with +91 or 91 in front, once spaces and dashes are gone. */
const INDIAN_MOBILE = /(?<!\d)(?:\+?91)?[6-9]\d{9}(?!\d)/;
/** Short texts ("Thanks", "Agreed") may well repeat; only longer ones count as repeated text. */
const REPEAT_MIN_LENGTH = 20;

/** Digits split by spaces, dots, dashes or brackets ("98765 43210", "+91-98765-43210") joined up. */
const joinDigitGroups = (text: string): string => text.replace(/(\d)[\s().-]+(?=[\d+])/g, '$1');

/** The text as compared for repeats: lower case, letters and digits only, single spaces. */
export function repeatKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Why the automatic check holds a new item for an editor, or null to publish it at once: a link, a phone
 * number, or text the same user posted recently (`recentTexts`).
 */
export function holdReasonOf(texts: readonly string[], recentTexts: readonly string[]): HoldReason | null {
  if (texts.some((text) => LINK.test(text))) return 'link';
  if (texts.some((text) => INDIAN_MOBILE.test(joinDigitGroups(text)))) return 'phone';
  const recentKeys = new Set(recentTexts.map(repeatKey));
  const repeats = texts.some((text) => {
    const key = repeatKey(text);
    return key.length >= REPEAT_MIN_LENGTH && recentKeys.has(key);
  });
  return repeats ? 'repeat' : null;
}
