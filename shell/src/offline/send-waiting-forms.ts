import type { ContactRequest, LeadFormRequest, ReviewRequest } from '@cvb/contracts';
import { postContactMessage, postReview, submitLeadForm } from '@cvb/api-client';
import {
  forgetWaitingForm,
  isFormOpen,
  lostToTheNetwork,
  waitingForms,
  type WaitingForm,
} from '@cvb/lead-forms/offline';

export type SendOutcome = 'sent' | 'kept' | 'dropped';

/** The API calls a kept form goes back to, by kind. */
export interface FormSenders {
  lead: (request: LeadFormRequest) => ReturnType<typeof submitLeadForm>;
  contact: (request: ContactRequest) => Promise<unknown>;
  review: (request: ReviewRequest) => Promise<unknown>;
}

const SITE_SENDERS: FormSenders = {
  lead: submitLeadForm,
  contact: postContactMessage,
  review: postReview,
};

/** Whether the API stored it: a lead may answer that it needs the one-time code first. */
async function stored(form: WaitingForm, senders: FormSenders): Promise<boolean> {
  if (form.kind === 'lead') return (await senders.lead(form.body as LeadFormRequest)).status === 'stored';
  if (form.kind === 'contact') await senders.contact(form.body as ContactRequest);
  else await senders.review(form.body as ReviewRequest);
  return true;
}

/**
 * One kept form whose form is no longer open (the visitor closed it, or the page): sent again (a lead and a contact
 * message with their idempotency key; a review is one per person and model, so a repeat replaces it).
 * Stored → forgotten; the API asks for the code → kept (only an open form can ask the person for it; a kept form is
 * dropped after a week); no network → kept; refused (a field, a sign-in that has ended) → dropped.
 */
export async function sendWaitingForm(
  form: WaitingForm,
  senders: FormSenders = SITE_SENDERS,
): Promise<SendOutcome> {
  try {
    if (!(await stored(form, senders))) return 'kept';
    await forgetWaitingForm(form.key);
    return 'sent';
  } catch (error) {
    if (lostToTheNetwork(error)) return 'kept';
    await forgetWaitingForm(form.key);
    return 'dropped';
  }
}

let sending = false;

/** Sends every kept form that no open form owns, one at a time. */
export async function sendWaitingForms(): Promise<void> {
  if (sending || !navigator.onLine || typeof indexedDB === 'undefined') return;
  sending = true;
  try {
    for (const form of await waitingForms()) {
      if (!isFormOpen(form.key) && (await sendWaitingForm(form)) === 'kept' && !navigator.onLine) break;
    }
  } catch (error) {
    console.warn('[shell] kept forms could not be sent', error);
  } finally {
    sending = false;
  }
}
