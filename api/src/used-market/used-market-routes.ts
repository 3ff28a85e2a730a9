import {
  accountFailureSchema,
  errorResponseSchema,
  idParamsSchema,
  usedAdDetailSchema,
  usedAdEditSchema,
  usedAdListSchema,
  usedAdQuerySchema,
  usedContactNeedsOtpSchema,
  usedContactRequestSchema,
  usedContactRevealedSchema,
  usedListQuerySchema,
  usedModelSummaryQuerySchema,
  usedModelSummarySchema,
  usedMyAdSchema,
  usedMyAdsSchema,
  usedValuationQuerySchema,
  usedValuationSchema,
  usedVerticalParamsSchema,
} from '@cvb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsContext } from '../accounts/accounts-context';
import { setVerifiedMobileCookie, verifiedMobileOfRequest } from '../accounts/otp/verified-mobile-cookie';
import { requireRole, signedInUser, userOfRequest } from '../accounts/request-user';
import { countView, usedAdDetail } from './ad-detail';
import { contactSeller } from './contact-seller';
import { listUsedAds } from './list-ads';
import { usedModelSummary } from './model-summary';
import { notifySeller } from './seller-sms';
import { deleteMyAd, editMyAd, listMyAds, markMyAdSold, renewMyAd } from './seller-ads';
import { BadRequestError } from '../http/bad-request';
import { UsedMarketError, usedMarketErrorBody } from './used-errors';
import { catalogueVehicle, valuationOf } from './valuation';

const tags = ['used-market'];
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema } as const;
const mine = { ...refusals, 401: accountFailureSchema, 409: errorResponseSchema } as const;

/** The used marketplace (docs/domain.md#used-marketplace); each call's contract is in libs/contracts/src/used-market. */
export const usedMarketRoutes: FastifyPluginAsyncZod<{ accounts: AccountsContext }> = async (
  app,
  { accounts },
) => {
  const { db, clock, sms, verifiedMobileSeal } = accounts;
  const signedIn = requireRole(db, [], clock);

  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof UsedMarketError)) throw error;
    const { retryAfterSeconds } = error.options;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(error.statusCode).header('cache-control', 'no-store').send(usedMarketErrorBody(error));
  });

  app.get(
    '/used-market/:vertical/ads',
    {
      schema: {
        tags,
        summary:
          "A vertical's active used-vehicle ads with filters, sort, paging and counts per filter value",
        params: usedVerticalParamsSchema,
        querystring: usedListQuerySchema,
        response: { 200: usedAdListSchema, ...refusals },
      },
    },
    async (request) => listUsedAds(db, request.params.vertical, request.query, clock()),
  );

  app.get(
    '/used-market/ads/:id',
    {
      schema: {
        tags,
        summary:
          "One ad's page (active, sold or expired) with its estimate and similar ads; never the seller's number",
        params: idParamsSchema,
        querystring: usedAdQuerySchema,
        response: { 200: usedAdDetailSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return usedAdDetail(db, request.params.id, clock());
    },
  );

  app.post(
    '/used-market/ads/:id/view',
    {
      schema: {
        tags,
        summary: 'Counts one view of an ad page',
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await countView(db, request.params.id, clock());
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    '/used-market/ads/:id/contact',
    {
      schema: {
        tags,
        summary:
          "A buyer with a confirmed mobile sees the seller's number; the seller is texted (10 ads a day)",
        params: idParamsSchema,
        body: usedContactRequestSchema,
        response: {
          200: usedContactRevealedSchema,
          ...refusals,
          409: usedContactNeedsOtpSchema,
          410: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const user = await userOfRequest(db, request, clock);
      const cookieMobile = verifiedMobileOfRequest(request, verifiedMobileSeal, now);
      const outcome = await contactSeller(request.params.id, request.body, {
        db,
        now,
        ownMobiles: [user?.mobile ?? null, cookieMobile],
      });
      if (outcome.provedMobile) setVerifiedMobileCookie(reply, verifiedMobileSeal, outcome.provedMobile, now);
      if (outcome.notice) await notifySeller(db, sms, request.log, outcome.notice, now);
      return reply.header('cache-control', 'no-store').send(outcome.answer);
    },
  );

  app.get(
    '/used-market/valuation',
    {
      schema: {
        tags,
        summary: 'What a used vehicle is worth: a range and how it was made',
        querystring: usedValuationQuerySchema,
        response: { 200: usedValuationSchema, ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const vehicle = await catalogueVehicle(db, q.vertical, q.brand, q.model, q.variant);
      const now = clock();
      if (q.year > now.getUTCFullYear() + 1) throw new BadRequestError('year cannot be in the future');
      const valuation = await valuationOf(
        db,
        {
          vertical: q.vertical,
          ...vehicle,
          year: q.year,
          kms: q.kms,
          owner: q.owner,
          stateSlug: q.state ?? null,
        },
        now,
      );
      if (!valuation) throw new UsedMarketError(422, 'This model has no new price to start from');
      return valuation;
    },
  );

  app.get(
    '/used-market/model-summary',
    {
      schema: {
        tags,
        summary: 'How many used ads a catalogue model has and from what price',
        querystring: usedModelSummaryQuerySchema,
        response: { 200: usedModelSummarySchema, 400: errorResponseSchema },
      },
    },
    async (request) => usedModelSummary(db, request.query, clock()),
  );

  const myAdParams = idParamsSchema;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/used-market/my-ads',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The seller's ads with views and contacts",
        response: { 200: usedMyAdsSchema, 401: accountFailureSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      return reply.headers(noStore).send({ ads: await listMyAds(db, user.id, clock()) });
    },
  );

  app.patch(
    '/used-market/my-ads/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Edits one of the seller's ads",
        params: myAdParams,
        body: usedAdEditSchema,
        response: { 200: usedMyAdSchema, ...mine },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      return reply
        .headers(noStore)
        .send(await editMyAd(db, user.id, request.params.id, request.body, clock()));
    },
  );

  for (const [action, run, summary] of [
    ['renew', renewMyAd, 'Lists the ad again for 60 days from now'],
    ['sold', markMyAdSold, 'Marks the ad sold: it leaves the lists, its page says sold'],
  ] as const) {
    app.post(
      `/used-market/my-ads/:id/${action}`,
      {
        preHandler: signedIn,
        schema: { tags, summary, params: myAdParams, response: { 200: usedMyAdSchema, ...mine } },
      },
      async (request, reply) => {
        const user = await signedInUser(db, request, clock);
        return reply.headers(noStore).send(await run(db, user.id, request.params.id, clock()));
      },
    );
  }

  app.delete(
    '/used-market/my-ads/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Removes the ad for good',
        params: myAdParams,
        response: { 204: z.null(), ...mine },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(db, request, clock);
      await deleteMyAd(db, user.id, request.params.id);
      return reply.code(204).headers(noStore).send(null);
    },
  );
};
