import { getHttp } from '@cvb/api-client';
import type { ContactRequest, SubscriptionRequest } from '@cvb/contracts';

/** A POST that answers the HTTP status; axios rejects on 4xx/5xx and network errors. */
export type SubmitCall<Body> = (body: Body) => Promise<number>;

export const postSubscription: SubmitCall<SubscriptionRequest> = async (body) =>
  (await getHttp().post('general/subscribe', body)).status;

export const postContact: SubmitCall<ContactRequest> = async (body) =>
  (await getHttp().post('general/contact', body)).status;
