import { hmacHex, safeEqual } from '../accounts/secrets';

/** What a link token stands for: opening a fired alert's page, or stopping an alert. */
export type AlertLinkPurpose = 'open' | 'stop';

const SIGNATURE_LENGTH = 12;

const signature = (secret: string, purpose: AlertLinkPurpose, id: number) =>
  Buffer.from(hmacHex(secret, `alert-${purpose}:${id}`), 'hex')
    .toString('base64url')
    .slice(0, SIGNATURE_LENGTH);

/** A short token for an SMS link: the id in base 36 and a 12-character signature (docs/domain.md#price-alerts). */
export function alertLinkToken(secret: string, purpose: AlertLinkPurpose, id: number): string {
  return `${id.toString(36)}.${signature(secret, purpose, id)}`;
}

/** The id a token signs for `purpose`, or null when it is forged or malformed. */
export function readAlertLinkToken(secret: string, purpose: AlertLinkPurpose, token: string): number | null {
  const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const id = parseInt(match[1], 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return safeEqual(match[2], signature(secret, purpose, id)) ? id : null;
}
