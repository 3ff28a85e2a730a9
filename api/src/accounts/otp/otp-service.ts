import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES as M, codeInvalidTriesLeft, type OtpPurpose } from '@cvb/contracts';
import { mobileRule } from '@cvb/validation';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes } from '../../db/schema-accounts';
import { AccountError, badRequest } from '../account-error';
import type { Clock } from '../clock';
import { checkFields, normalizeMobile } from '../field-rules';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { hmacHex, safeEqual } from '../secrets';
import type { SmsSender } from '../sms/sms-sender';
import { OTP_LIMITS } from './otp-limits';
import { issueVerificationToken } from './verification-tokens';

export interface OtpServiceDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsSender;
  pepper: string;
  ipLimitPerHour: number;
}

const tooMany = (message: string, retryAfterMs?: number) =>
  new AccountError(
    429,
    message,
    retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );

/** Sends and confirms the 6-digit codes of signup, password reset and mobile verification. */
export class OtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  private hash(mobile: string, purpose: OtpPurpose, code: string): string {
    return hmacHex(this.deps.pepper, `${mobile}:${purpose}:${code}`);
  }

  async send(rawMobile: string, purpose: OtpPurpose, ip: string): Promise<void> {
    const { db, clock, limiter, sms } = this.deps;
    const mobile = normalizeMobile(rawMobile);
    checkFields([[mobileRule, mobile]]);
    const now = clock();
    const nowMs = now.getTime();
    const { hourMs } = OTP_LIMITS;
    const limits: [string, number, number, string][] = [
      [`otp:ip:${ip}`, this.deps.ipLimitPerHour, hourMs, M.ipLimit],
      [`otp:resend:${mobile}`, 1, OTP_LIMITS.resendAfterMs, M.resendTooSoon],
      [`otp:hour:${mobile}`, OTP_LIMITS.codesPerMobilePerHour, hourMs, M.hourlyLimit],
    ];
    for (const [key, limit, windowMs, message] of limits) {
      const decision = await limiter.take(key, limit, windowMs, nowMs);
      if (!decision.allowed) throw tooMany(message, decision.retryAfterMs);
    }
    // The same answer whether or not the mobile is registered: that is told only after its code is confirmed
    // (register and change-password), so nobody can look up who has an account.

    const code = String(randomInt(0, 10 ** OTP_LIMITS.codeDigits)).padStart(OTP_LIMITS.codeDigits, '0');
    await db.insert(otpCodes).values({
      mobile,
      purpose,
      codeHash: this.hash(mobile, purpose, code),
      createdAt: now,
      expiresAt: new Date(nowMs + OTP_LIMITS.codeLifetimeMs),
    });
    const minutes = OTP_LIMITS.codeLifetimeMs / 60_000;
    try {
      await sms.send(
        mobile,
        `${code} is your CV Bazaar OTP. It is valid for ${minutes} minutes. Do not share it.`,
      );
    } catch {
      throw new AccountError(502, M.smsFailed);
    }
  }

  /** Checks the latest code of this mobile and purpose; on success it is used up and a verification token issued. */
  async confirm(rawMobile: string, code: string, purpose: OtpPurpose): Promise<string> {
    const { db, clock } = this.deps;
    const mobile = normalizeMobile(rawMobile);
    checkFields([[mobileRule, mobile]]);
    if (!new RegExp(`^\\d{${OTP_LIMITS.codeDigits}}$`).test(code.trim())) throw badRequest(M.codeFormat);
    const now = clock();

    const [latest] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    if (!latest) throw badRequest(M.codeInvalid);
    if (latest.consumedAt) throw badRequest(M.codeUsed);
    if (latest.expiresAt.getTime() <= now.getTime()) throw badRequest(M.codeExpired);

    const counted = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, OTP_LIMITS.triesPerCode)))
      .returning({ attempts: otpCodes.attempts });
    if (counted.length === 0) throw tooMany(M.codeTriesExhausted);

    if (!safeEqual(this.hash(mobile, purpose, code.trim()), latest.codeHash)) {
      const left = OTP_LIMITS.triesPerCode - counted[0].attempts;
      throw badRequest(left > 0 ? codeInvalidTriesLeft(left) : M.codeInvalid);
    }
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw badRequest(M.codeUsed);
    return issueVerificationToken(db, mobile, purpose, now);
  }
}
