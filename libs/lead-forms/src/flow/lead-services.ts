import { createContext, useContext } from 'react';
import type { City, LeadFormRequest } from '@cvb/contracts';

/** What the API said to a lead: stored, or "confirm a code for this mobile first" (409 needsOtp). */
export type LeadOutcome = { status: 'stored' } | { status: 'needs-otp'; message: string };

/** The calls a lead form makes; a failure rejects, and `failureMessage` reads the API's message from it. */
export interface LeadServices {
  submitLead(request: LeadFormRequest): Promise<LeadOutcome>;
  /** general/send-otp with purpose 'verify'. */
  sendCode(mobile: string): Promise<void>;
  /** general/confirm-otp with purpose 'verify'; resolves the single-use verification token. */
  confirmCode(mobile: string, code: string): Promise<string>;
  loadCities(signal: AbortSignal): Promise<City[]>;
  /** The API's message of a refused call (a docs/domain.md#field-rules message for a 400), or null when there was no answer. */
  failureMessage(error: unknown): string | null;
}

export const LeadServicesContext = createContext<LeadServices | null>(null);

/** The calls of the nearest provider, or the site API's. */
export function useLeadServices(fallback: LeadServices): LeadServices {
  return useContext(LeadServicesContext) ?? fallback;
}
