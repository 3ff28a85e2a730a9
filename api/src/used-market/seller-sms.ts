import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SmsSender } from '../accounts/sms/sms-sender';
import type { Db } from '../db/database';
import { usedAdReveals } from '../db/schema-used-market';

export interface RevealNotice {
  revealId: number;
  sellerMobile: string;
  buyerName: string;
  buyerMobile: string;
  vehicle: string;
}

/** The seller's SMS when a buyer saw their number (docs/domain.md#used-marketplace). */
export const revealSmsText = (notice: Omit<RevealNotice, 'revealId' | 'sellerMobile'>): string =>
  `CV Bazaar: ${notice.buyerName} (${notice.buyerMobile}) saw your number on your ${notice.vehicle} ad and may call you.`;

/** The seller's reminder 3 days before the ad stops being listed. */
export const expirySmsText = (vehicle: string, expiresOn: string): string =>
  `CV Bazaar: your ${vehicle} ad stops being listed on ${expiresOn}. Renew it in My ads to keep it listed for 60 more days.`;

/**
 * Texts the seller and marks the reveal notified; a failure leaves it unmarked for the marketplace job to retry
 * (docs/domain.md#used-marketplace). Never throws: the buyer already has the number.
 */
export async function notifySeller(
  db: Db,
  sms: SmsSender,
  log: FastifyBaseLogger,
  notice: RevealNotice,
  now: Date,
): Promise<boolean> {
  try {
    await sms.send(notice.sellerMobile, revealSmsText(notice));
    await db.update(usedAdReveals).set({ notifiedAt: now }).where(eq(usedAdReveals.id, notice.revealId));
    return true;
  } catch (error) {
    log.warn(
      { err: error, revealId: notice.revealId },
      'seller SMS not sent; the marketplace job will retry',
    );
    return false;
  }
}
