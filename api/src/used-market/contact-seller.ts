import { brandedName, USED_MESSAGES, USED_REVEALS_PER_DAY, type UsedContactRevealed } from '@cvb/contracts';
import { usedContactRequestSchema, type UsedContactRequest } from '@cvb/contracts';
import { mobileRule, nameRule } from '@cvb/validation';
import { and, count, eq, sql } from 'drizzle-orm';
import { consumeVerificationToken } from '../accounts/otp/verification-tokens';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { usedAdReveals } from '../db/schema-used-market';
import { BadRequestError } from '../http/bad-request';
import { publicAdRow } from './ad-detail';
import { publicStatusOf } from './ad-card';
import { indianDay, secondsUntilIndianMidnight } from './india-day';
import type { RevealNotice } from './seller-sms';
import { UsedMarketError } from './used-errors';

export interface ContactContext {
  db: Db;
  now: Date;
  /** The signed-in user's own mobile, and the mobile this browser proved with a code (sealed cookie). */
  ownMobiles: ReadonlyArray<string | null>;
}

export interface ContactOutcome {
  answer: UsedContactRevealed;
  /** Set when this reveal is new today: the seller is to be texted. */
  notice: RevealNotice | null;
  /** The mobile a verification token proved just now (the route remembers it in the browser). */
  provedMobile: string | null;
}

/**
 * POST used-market/ads/:id/contact (libs/contracts/src/used-market/used-contact.ts): the buyer's name and mobile pass
 * the field rules; the ad must be active; the mobile must be proved (own account, this browser's cookie, or a
 * 'verify' token used up now); at most USED_REVEALS_PER_DAY different ads per mobile and Indian day, counted under
 * a lock on the mobile so parallel requests cannot pass it.
 */
export async function contactSeller(
  adId: number,
  input: UsedContactRequest,
  { db, now, ownMobiles }: ContactContext,
): Promise<ContactOutcome> {
  const request = usedContactRequestSchema.parse(input);
  const messages = USED_MESSAGES[request.locale];
  const name = request.name.trim();
  const mobile = request.mobile.trim();
  for (const problem of [nameRule(name), mobileRule(mobile)]) if (problem) throw new BadRequestError(problem);
  const row = await publicAdRow(db, adId, now);
  const status = publicStatusOf(row, now);
  if (status === 'sold') throw new UsedMarketError(410, messages.adSold);
  if (status === 'expired') throw new UsedMarketError(410, messages.adExpired);

  const day = indianDay(now);
  const proved = ownMobiles.includes(mobile);
  const token = request.verificationToken?.trim();
  if (!proved && !token) throw new UsedMarketError(409, messages.needsOtp, { needsOtp: true });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`used-reveal:${mobile}`}))`);
    const [earlier] = await tx
      .select({ id: usedAdReveals.id })
      .from(usedAdReveals)
      .where(
        and(eq(usedAdReveals.adId, adId), eq(usedAdReveals.buyerMobile, mobile), eq(usedAdReveals.day, day)),
      );
    const [{ used }] = await tx
      .select({ used: count() })
      .from(usedAdReveals)
      .where(and(eq(usedAdReveals.buyerMobile, mobile), eq(usedAdReveals.day, day)));
    if (!earlier && Number(used) >= USED_REVEALS_PER_DAY) {
      throw new UsedMarketError(429, messages.revealLimit, {
        retryAfterSeconds: secondsUntilIndianMidnight(now),
      });
    }
    if (!proved && token && !(await consumeVerificationToken(tx, token, mobile, 'verify', now))) {
      throw new UsedMarketError(409, messages.needsOtp, { needsOtp: true });
    }
    const revealsLeftToday = USED_REVEALS_PER_DAY - Number(used) - (earlier ? 0 : 1);
    const answer = { sellerName: row.name, sellerMobile: row.mobile, revealsLeftToday };
    const provedMobile = proved ? null : mobile;
    if (earlier) return { answer, notice: null, provedMobile };
    const [reveal] = await tx
      .insert(usedAdReveals)
      .values({ adId, buyerMobile: mobile, buyerName: name, day, createdAt: now })
      .returning({ id: usedAdReveals.id });
    await tx
      .update(ads)
      .set({ contactCount: sql`${ads.contactCount} + 1` })
      .where(eq(ads.id, adId));
    const notice: RevealNotice = {
      revealId: reveal.id,
      sellerMobile: row.mobile,
      buyerName: name,
      buyerMobile: mobile,
      vehicle: `${brandedName(row.brand, row.model)} ${row.year}`,
    };
    return { answer, notice, provedMobile };
  });
}
