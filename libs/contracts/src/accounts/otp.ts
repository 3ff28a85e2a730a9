import { z } from 'zod';
import { accountAnswerSchema } from './answer';

/** What a one-time code is for: signing up, resetting a forgotten password, or proving a mobile number. */
export const OTP_PURPOSES = ['signup', 'reset', 'verify'] as const;
export const otpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const sendOtpRequestSchema = z.object({ mobile: z.string(), purpose: otpPurposeSchema });
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = accountAnswerSchema(
  z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
);
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const confirmOtpRequestSchema = z.object({
  mobile: z.string(),
  code: z.string(),
  purpose: otpPurposeSchema,
});
export type ConfirmOtpRequest = z.infer<typeof confirmOtpRequestSchema>;

/** The verification token proves, once and for a few minutes, that this mobile confirmed a code for this purpose. */
export const confirmOtpResponseSchema = accountAnswerSchema(
  z.object({ verificationToken: z.string(), expiresInSeconds: z.number().int() }),
);
export type ConfirmOtpResponse = z.infer<typeof confirmOtpResponseSchema>;

/** Development outbox (absent in production): the texts the API would have sent. */
export const devOutboxResponseSchema = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), sentAt: z.string() })),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
