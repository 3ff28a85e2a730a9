import {
  ACCOUNT_MESSAGES,
  confirmOtpRequestSchema,
  confirmOtpResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../account-answers';
import type { AccountsContext } from '../accounts-context';
import { OTP_LIMITS } from '../otp/otp-limits';
import { setVerifiedMobileCookie } from '../otp/verified-mobile-cookie';
import { ACCOUNT_FAILURES } from './account-failures';

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * POST general/send-otp and general/confirm-otp (docs/domain.md#account-messages). A code is 6 digits, valid 5 minutes, 5 tries,
 * single use; a new one no sooner than 30 s after the last, at most 5 per mobile per hour and
 * OTP_IP_LIMIT_PER_HOUR (default 20) per client IP. Confirming answers a verification token (10 minutes,
 * single use) for register (purpose signup) or change-password (purpose reset).
 */
export const generalOtpRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/general/send-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sends a one-time code by SMS to the mobile',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema, 502: sendOtpResponseSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request) => {
      await accounts.otp.send(request.body.mobile, request.body.purpose, request.ip);
      return answer(ACCOUNT_MESSAGES.otpSent, {
        expiresInSeconds: seconds(OTP_LIMITS.codeLifetimeMs),
        resendAfterSeconds: seconds(OTP_LIMITS.resendAfterMs),
      });
    },
  );

  app.post(
    '/general/confirm-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Checks a code; answers a single-use verification token',
        body: confirmOtpRequestSchema,
        response: { 200: confirmOtpResponseSchema, ...ACCOUNT_FAILURES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { mobile, code, purpose } = request.body;
      const verificationToken = await accounts.otp.confirm(mobile, code, purpose);
      // This browser proved the mobile: its next leads for it need no new code (the cookie, not the number).
      if (purpose === 'verify') {
        setVerifiedMobileCookie(reply, accounts.verifiedMobileSeal, mobile.trim(), accounts.clock());
      }
      return answer(ACCOUNT_MESSAGES.otpVerified, {
        verificationToken,
        expiresInSeconds: seconds(OTP_LIMITS.verificationLifetimeMs),
      });
    },
  );
};
