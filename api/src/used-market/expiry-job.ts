import { brandedName, USED_AD_REMINDER_DAYS_BEFORE } from '@cvb/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { SmsSender } from '../accounts/sms/sms-sender';
import type { Db } from '../db/database';
import { usedVehicleAds as ads } from '../db/schema-ads';
import { usedAdReveals } from '../db/schema-used-market';
import { expirySmsText, revealSmsText } from './seller-sms';

const DAY_MS = 86_400_000;
/** A reveal younger than this is still the request's own to text (it texts right after answering). */
const REVEAL_GRACE_MS = 2 * 60_000;
const BATCH = 50;

export interface MarketJobDeps {
  db: Db;
  sms: SmsSender;
  log: FastifyBaseLogger;
  now: () => Date;
}

const indianDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/**
 * Reminders (docs/domain.md#used-marketplace): claims live active ads that stop being listed within
 * USED_AD_REMINDER_DAYS_BEFORE days and have no reminder yet, by one UPDATE … WHERE reminded_at IS NULL … RETURNING
 * over rows locked with SKIP LOCKED, so several API processes never claim the same ad; a failed SMS un-claims it.
 */
export async function sendExpiryReminders({ db, sms, log, now }: MarketJobDeps): Promise<number> {
  const at = now();
  const due = db
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.status, 'active'),
        eq(ads.moderation, 'live'),
        isNull(ads.remindedAt),
        gt(ads.expiresAt, at),
        lte(ads.expiresAt, new Date(at.getTime() + USED_AD_REMINDER_DAYS_BEFORE * DAY_MS)),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(ads)
    .set({ remindedAt: at })
    .where(and(inArray(ads.id, due), isNull(ads.remindedAt)))
    .returning();
  for (const ad of claimed) {
    try {
      await sms.send(
        ad.mobile,
        expirySmsText(`${brandedName(ad.brand, ad.model)} ${ad.year}`, indianDate(ad.expiresAt)),
      );
    } catch (error) {
      log.warn({ err: error, adId: ad.id }, 'expiry reminder not sent; it will be tried again');
      await db.update(ads).set({ remindedAt: null }).where(eq(ads.id, ad.id));
    }
  }
  return claimed.length;
}

/** Seller texts that failed when the number was revealed: claimed the same way, sent again. */
export async function retrySellerTexts({ db, sms, log, now }: MarketJobDeps): Promise<number> {
  const at = now();
  const due = db
    .select({ id: usedAdReveals.id })
    .from(usedAdReveals)
    .where(
      and(
        isNull(usedAdReveals.notifiedAt),
        lte(usedAdReveals.createdAt, new Date(at.getTime() - REVEAL_GRACE_MS)),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(usedAdReveals)
    .set({ notifiedAt: at })
    .where(and(inArray(usedAdReveals.id, due), isNull(usedAdReveals.notifiedAt)))
    .returning();
  for (const reveal of claimed) {
    const [ad] = await db.select().from(ads).where(eq(ads.id, reveal.adId));
    if (!ad) continue;
    try {
      await sms.send(
        ad.mobile,
        revealSmsText({
          buyerName: reveal.buyerName,
          buyerMobile: reveal.buyerMobile,
          vehicle: `${brandedName(ad.brand, ad.model)} ${ad.year}`,
        }),
      );
    } catch (error) {
      log.warn({ err: error, revealId: reveal.id }, 'seller SMS not sent again; it will be tried again');
      await db.update(usedAdReveals).set({ notifiedAt: null }).where(eq(usedAdReveals.id, reveal.id));
    }
  }
  return claimed.length;
}

/** Runs both every intervalMs (unref'd timer); stop() waits for a pass in flight. */
export class MarketJob {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: MarketJobDeps,
    private readonly intervalMs = 5 * 60_000,
  ) {}

  async runOnce(): Promise<{ reminders: number; sellerTexts: number }> {
    return {
      reminders: await sendExpiryReminders(this.deps),
      sellerTexts: await retrySellerTexts(this.deps),
    };
  }

  start(): void {
    const tick = () => {
      this.inFlight = this.runOnce()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'used marketplace job failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 1000).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }
}
