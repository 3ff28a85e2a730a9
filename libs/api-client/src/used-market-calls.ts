import type {
  UsedAdDetail,
  UsedAdEdit,
  UsedAdList,
  UsedContactRequest,
  UsedContactRevealed,
  UsedListQuery,
  UsedModelSummary,
  UsedModelSummaryQuery,
  UsedMyAd,
  UsedMyAds,
  UsedValuation,
  UsedValuationQuery,
  VehicleVertical,
  LocaleCode,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { isErrorResponse, isLeadNeedsOtp } from './answer-shapes';
import { getJson } from './get-json';
import { getHttp } from './http';

/** The used marketplace's calls; each route's doc comment is in libs/contracts/src/used-market (docs/domain.md#used-marketplace). */

/** GET used-market/:vertical/ads: a vertical's active ads with filters, sort, paging and counts per filter value. */
export function fetchUsedAds(
  vertical: VehicleVertical,
  query: UsedListQuery,
  signal?: AbortSignal,
): Promise<UsedAdList> {
  return getJson(`used-market/${vertical}/ads`, query, signal);
}

/** GET used-market/ads/:id: one ad's page (no seller number); rejects with 404 for an unknown or removed ad. */
export function fetchUsedAd(id: number, locale: LocaleCode, signal?: AbortSignal): Promise<UsedAdDetail> {
  return getJson(`used-market/ads/${id}`, { _locale: locale }, signal);
}

/** POST used-market/ads/:id/view: counts one view (call once per page view in the browser; failures are ignored). */
export async function countUsedAdView(id: number): Promise<void> {
  try {
    await getHttp().post(`used-market/ads/${id}/view`);
  } catch {
    // A view that was not counted changes nothing the buyer sees.
  }
}

/** GET used-market/valuation: the price range of a used vehicle and how it was made. */
export function fetchUsedValuation(query: UsedValuationQuery, signal?: AbortSignal): Promise<UsedValuation> {
  return getJson('used-market/valuation', query, signal);
}

/** GET used-market/model-summary: "3 used Mahindra 575 DI from ₹4.2 lakh" for a catalogue model page. */
export function fetchUsedModelSummary(
  query: UsedModelSummaryQuery,
  signal?: AbortSignal,
): Promise<UsedModelSummary> {
  return getJson('used-market/model-summary', query, signal);
}

/**
 * What asking for a seller's number came to: revealed (name and number), needs-otp (confirm a 'verify' code for
 * the buyer's mobile, then ask again with the token), or refused (400 field, 404, 410 sold/expired, 429 daily
 * limit: status and the API's message in the asked language).
 */
export type UsedContactOutcome =
  | { status: 'revealed'; seller: UsedContactRevealed }
  | { status: 'needs-otp'; message: string }
  | { status: 'refused'; httpStatus: number | null; message: string | null };

/** POST used-market/ads/:id/contact. Never rejects: a network failure is refused with httpStatus null. */
export async function contactUsedSeller(
  id: number,
  request: UsedContactRequest,
): Promise<UsedContactOutcome> {
  try {
    const response = await getHttp().post<UsedContactRevealed>(`used-market/ads/${id}/contact`, request);
    return { status: 'revealed', seller: response.data };
  } catch (error) {
    if (!isAxiosError(error) || !error.response)
      return { status: 'refused', httpStatus: null, message: null };
    const data: unknown = error.response.data;
    if (error.response.status === 409 && isLeadNeedsOtp(data))
      return { status: 'needs-otp', message: data.message };
    return {
      status: 'refused',
      httpStatus: error.response.status,
      message: isErrorResponse(data) ? data.message : null,
    };
  }
}

/** GET used-market/my-ads: the signed-in seller's ads with views and contacts (rejects with 401 when signed out). */
export function fetchMyUsedAds(signal?: AbortSignal): Promise<UsedMyAds> {
  return getHttp()
    .get<UsedMyAds>('used-market/my-ads', { signal })
    .then((response) => response.data);
}

/** PATCH used-market/my-ads/:id: changes the given fields (rejects with 400 naming the field, 409 for a sold ad). */
export async function editMyUsedAd(id: number, edit: UsedAdEdit): Promise<UsedMyAd> {
  return (await getHttp().patch<UsedMyAd>(`used-market/my-ads/${id}`, edit)).data;
}

/** POST used-market/my-ads/:id/renew: listed again for 60 days from now. */
export async function renewMyUsedAd(id: number): Promise<UsedMyAd> {
  return (await getHttp().post<UsedMyAd>(`used-market/my-ads/${id}/renew`)).data;
}

/** POST used-market/my-ads/:id/sold: marks the ad sold (it leaves the lists; its page says sold). */
export async function markMyUsedAdSold(id: number): Promise<UsedMyAd> {
  return (await getHttp().post<UsedMyAd>(`used-market/my-ads/${id}/sold`)).data;
}

/** DELETE used-market/my-ads/:id: removes the ad for good. */
export async function deleteMyUsedAd(id: number): Promise<void> {
  await getHttp().delete(`used-market/my-ads/${id}`);
}
