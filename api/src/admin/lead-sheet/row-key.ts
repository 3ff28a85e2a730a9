import { createHash } from 'node:crypto';
import type { CheckedLeadRow } from './lead-row';

/**
 * The idempotency key of an imported row: the same person asking about the same vehicle on the same day is
 * one lead, however often the sheet is uploaded. Stored in leads.idempotency_key (unique).
 */
export function importRowKey({ mobile, vertical, brand, model, date }: CheckedLeadRow['values']): string {
  const identity = [mobile, vertical ?? '', slugOf(brand), slugOf(model), date].join('|');
  return `import:${createHash('sha256').update(identity).digest('hex')}`;
}

/** 'Tata Motors' → 'tata-motors'; letters of every script are kept. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
