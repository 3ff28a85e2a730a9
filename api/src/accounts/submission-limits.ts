import { MESSAGES } from '@cvb/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limit/rate-limiter';

const HOUR = 60 * 60 * 1000;

/** A 429 every route's error handler answers in its own format, with the message of @cvb/validation. */
class TooManySubmissions extends Error {
  readonly statusCode = 429;
}

interface Bucket {
  key: string;
  limit: number;
}

type BucketsOf = (request: FastifyRequest, perIp: number) => Bucket[];

const textField = (request: FastifyRequest, field: string): string | null => {
  const body = request.body;
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
};

/** Per IP (SUBMISSION_IP_LIMIT_PER_HOUR) and, where the form has one, per mobile or email: 10 an hour. */
const byIpAnd =
  (name: string, field?: 'mobile' | 'email'): BucketsOf =>
  (request, perIp) => {
    const buckets = [{ key: `submit:${name}:ip:${request.ip}`, limit: perIp }];
    const value = field ? textField(request, field) : null;
    if (field && value) buckets.push({ key: `submit:${name}:${field}:${value}`, limit: 10 });
    return buckets;
  };

/** The public forms that write something: leads, contact, newsletter, used-vehicle ads, reviews, questions. */
const LIMITED_ROUTES: Record<string, BucketsOf> = {
  'POST /api/general/lead-form': byIpAnd('lead', 'mobile'),
  'POST /api/v4/sendPartLeadMontra': byIpAnd('lead', 'mobile'),
  'POST /api/general/contact': byIpAnd('contact', 'email'),
  'POST /api/general/subscribe': byIpAnd('newsletter', 'email'),
  'POST /api/used-vehicle-ads': byIpAnd('ad'),
  'POST /api/general/review': byIpAnd('review'),
  'POST /api/rate-vehicle/add': byIpAnd('review'),
  'POST /api/community/questions': byIpAnd('question'),
  'POST /api/community/questions/:id/answers': byIpAnd('answer'),
};

export interface SubmissionLimitOptions {
  limiter: RateLimiter;
  clock: Clock;
  /** Submissions of one kind one client IP may make per hour. */
  perIpPerHour: number;
}

/**
 * Rate limits of the public write forms, after validation (the body is known) and before the handler: 429
 * "Too many submissions, please try again later" with Retry-After. Shared by all instances through Redis.
 */
export function registerSubmissionLimits(
  app: FastifyInstance,
  { limiter, clock, perIpPerHour }: SubmissionLimitOptions,
): void {
  const counted = new WeakMap<FastifyRequest, { key: string; hit: string }[]>();
  app.addHook('preHandler', async (request, reply) => {
    const bucketsOf = LIMITED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!bucketsOf) return;
    const nowMs = clock().getTime();
    const hits: { key: string; hit: string }[] = [];
    counted.set(request, hits);
    for (const { key, limit } of bucketsOf(request, perIpPerHour)) {
      const decision = await limiter.take(key, limit, HOUR, nowMs);
      if (!decision.allowed) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
        throw new TooManySubmissions(MESSAGES.tooManySubmissions);
      }
      if (decision.hit) hits.push({ key, hit: decision.hit });
    }
  });
  // A form the handler refused for bad input (400) was not a submission: a visitor who mistyped a field can
  // correct it without using up the hour's budget.
  app.addHook('onResponse', async (request, reply) => {
    const hits = counted.get(request);
    if (!hits || reply.statusCode !== 400) return;
    await Promise.all(hits.map(({ key, hit }) => limiter.giveBack(key, hit)));
  });
}
