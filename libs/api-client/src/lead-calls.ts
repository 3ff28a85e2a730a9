import type { LeadFormRequest, LeadStoredResponse, MontraLeadRequest, StoredLead } from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { isLeadFailure, isLeadNeedsOtp } from './answer-shapes';
import { getHttp } from './http';

/**
 * What a lead submission came to: stored (repeated = the same idempotencyKey was stored before, e.g. a
 * double click), or the mobile must confirm a one-time code first (sendOtp/confirmOtp with purpose
 * 'verify', then submit again with the verificationToken and the same idempotencyKey).
 */
export type LeadSubmitOutcome =
  | { status: 'stored'; lead: StoredLead; message: string; repeated: boolean }
  | { status: 'needs-otp'; message: string };

async function postLead(path: string, body: object): Promise<LeadSubmitOutcome> {
  try {
    const response = await getHttp().post<LeadStoredResponse>(path, body);
    const answer = response.data;
    return {
      status: 'stored',
      lead: answer.data,
      message: answer.message,
      repeated: response.status === 200,
    };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 409) {
      const data: unknown = error.response.data;
      if (isLeadNeedsOtp(data)) return { status: 'needs-otp', message: data.message };
    }
    throw error;
  }
}

/** POST general/lead-form; rejects on a 400 (see leadFailureMessage) or a failed call. */
export function submitLeadForm(request: LeadFormRequest): Promise<LeadSubmitOutcome> {
  return postLead('general/lead-form', request);
}

/** POST v4/sendPartLeadMontra (docs/domain.md#leads); the API adds the partner token, never the browser. */
export function sendPartLeadMontra(request: MontraLeadRequest): Promise<LeadSubmitOutcome> {
  return postLead('v4/sendPartLeadMontra', request);
}

/** The API's message of a refused lead (a docs/domain.md#field-rules field message for a 400), or null for other failures. */
export function leadFailureMessage(error: unknown): string | null {
  if (!isAxiosError(error) || !error.response) return null;
  const { status, data } = error.response;
  if (status !== 400 && status !== 409) return null;
  return isLeadFailure(data) ? data.message : null;
}
