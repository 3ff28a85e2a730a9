import {
  leadFailureResponseSchema,
  leadFormRequestSchema,
  leadNeedsOtpResponseSchema,
  leadStoredResponseSchema,
  montraLeadRequestSchema,
  LEAD_MESSAGES,
} from '@cvb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOfRequest } from '../accounts/request-user';
import {
  setVerifiedMobileCookie,
  verifiedMobileOfRequest,
  type VerifiedMobileSeal,
} from '../accounts/otp/verified-mobile-cookie';
import type { Clock } from '../accounts/clock';
import type { Db } from '../db/database';
import { MONTRA_BRAND_SLUG } from './delivery-targets';
import { answerLeadFailures } from './lead-answers';
import { submitLead, type LeadSubmission } from './submit-lead';

const RESPONSES = {
  200: leadStoredResponseSchema,
  201: leadStoredResponseSchema,
  400: leadFailureResponseSchema,
  409: leadNeedsOtpResponseSchema.or(leadFailureResponseSchema),
} as const;

/**
 * POST general/lead-form (the lead body of docs/domain.md#leads plus kind, vehicle, timeline, source and idempotencyKey) and
 * POST v4/sendPartLeadMontra. The mobile must be the signed-in user's, or proved by this browser: 409 needsOtp
 * until a 'verify' code is confirmed here (a sealed cookie then vouches for it for 12 hours); the lead and its outbox rows are committed before the 201; a repeated idempotencyKey answers
 * the first lead with 200. Delivery to the CRM and to Montra happens later, in the outbox worker.
 */
export const leadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  verifiedMobileSeal: VerifiedMobileSeal;
}> = async (app, { db, clock, verifiedMobileSeal }) => {
  answerLeadFailures(app);
  const tags = ['leads'];

  async function store(
    request: FastifyRequest,
    reply: FastifyReply,
    submission: LeadSubmission,
    pincodeAndState: boolean,
  ) {
    const user = await userOfRequest(db, request, clock);
    const now = clock();
    const verifiedMobile = verifiedMobileOfRequest(request, verifiedMobileSeal, now);
    const { lead, created } = await submitLead(submission, {
      db,
      now,
      user,
      verifiedMobile,
      pincodeAndState,
    });
    const mobile = (submission.mobile ?? '').trim();
    if (created && submission.verificationToken && verifiedMobile !== mobile) {
      setVerifiedMobileCookie(reply, verifiedMobileSeal, mobile, now);
    }
    return reply
      .code(created ? 201 : 200)
      .header('cache-control', 'no-store')
      .send({ error: false as const, message: LEAD_MESSAGES.thanks, data: lead });
  }

  app.post(
    '/general/lead-form',
    {
      schema: {
        tags,
        summary:
          'Stores a lead (quote, callback, brochure, launch alert, test drive, loan, dealer) for delivery',
        body: leadFormRequestSchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => store(request, reply, request.body, false),
  );

  app.post(
    '/v4/sendPartLeadMontra',
    {
      schema: {
        tags,
        summary: 'Montra Electric partner lead: name, mobile, email, pincode, city, state',
        body: montraLeadRequestSchema,
        response: RESPONSES,
      },
    },
    async (request, reply) =>
      store(
        request,
        reply,
        {
          ...request.body,
          kind: 'quote',
          vertical: 'three-wheeler',
          brandSlug: MONTRA_BRAND_SLUG,
          source: request.body.source ?? '/three-wheelers/montra',
        },
        true,
      ),
  );
};
