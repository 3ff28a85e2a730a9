import type { SubscriptionRequest } from '@cvb/contracts';
import { subscriptionEmailRule } from '@cvb/validation';
import type { Db } from '../db/database';
import { newsletterSubscriptions } from '../db/schema-site';
import { BadRequestError } from '../http/bad-request';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to CV Bazaar news';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed to CV Bazaar news';

/** Stores the address once (lower case); subscribing again is not an error. */
export async function subscribe(db: Db, request: SubscriptionRequest): Promise<string> {
  const problem = subscriptionEmailRule(request.email ?? '');
  if (problem) throw new BadRequestError(problem);
  const email = (request.email ?? '').trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, category: request.category })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0 ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE;
}
