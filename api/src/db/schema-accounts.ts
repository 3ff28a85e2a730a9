import { OTP_PURPOSES } from '@cvb/contracts';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const otpPurpose = pgEnum('otp_purpose', OTP_PURPOSES);

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One-time codes sent by SMS; only an HMAC of the code is kept. The latest code of a mobile+purpose counts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (t) => [index('otp_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** Proof, usable once and briefly, that a mobile confirmed a code for a purpose (register, reset). */
export const verificationTokens = pgTable('verification_tokens', {
  id: serial('id').primaryKey(),
  /** sha256 (hex) of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  mobile: text('mobile').notNull(),
  purpose: otpPurpose('purpose').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});
