import type { LeadFormRequest } from '@cvb/contracts';
import { submitLeadForm } from '@cvb/api-client';
import {
  forgetWaitingForm,
  isFormOpen,
  lostToTheNetwork,
  waitingForms,
  type WaitingForm,
} from '@cvb/lead-forms/src/offline/waiting-forms';

export type SendOutcome = 'sent' | 'kept' | 'dropped';

/**
 * One kept lead whose form is no longer open (the visitor closed it, or the page): sent again with its idempotency key.
 * Stored → forgotten; the API asks for the code → kept (only an open form can ask the person for it; a kept form is
 * dropped after a week); no network → kept; refused → dropped.
 */
export async function sendWaitingForm(
  form: WaitingForm,
  submit: (request: LeadFormRequest) => ReturnType<typeof submitLeadForm> = submitLeadForm,
): Promise<SendOutcome> {
  if (form.kind !== 'lead') return 'kept';
  try {
    const outcome = await submit(form.body as LeadFormRequest);
    if (outcome.status !== 'stored') return 'kept';
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
