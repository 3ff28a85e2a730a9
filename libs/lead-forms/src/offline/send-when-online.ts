import {
  forgetWaitingForm,
  keepWaitingForm,
  lostToTheNetwork,
  markFormOpen,
  whenOnline,
  type WaitingFormKind,
} from './waiting-forms';

/** While online but still without an answer (a weak connection), the kept form goes again after this long. */
export const RETRY_WHILE_ONLINE_MS = 15_000;

export type SendOutcome<R> = { sent: true; answer: R } | { sent: false; error: unknown };

export interface KeptSubmission<B, R> {
  /** The submission's idempotency key: the kept form's key in IndexedDB too. */
  key: string;
  kind: WaitingFormKind;
  body: B;
  send: (body: B) => Promise<R>;
  /** Stops waiting (the form was closed): the kept copy stays for the page-wide sender. */
  signal?: AbortSignal;
  retryMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A form whose first try was lost to the network (docs/operations.md#offline): kept on the phone under its key, then
 * sent again each time the connection is back until the API answers. Stored → forgotten and `sent`; refused (a field,
 * a sign-in) → forgotten and not sent, with the API's error for the form to show. Resolves to null when aborted.
 */
export async function keepAndSendWhenOnline<B, R>(
  submission: KeptSubmission<B, R>,
): Promise<SendOutcome<R> | null> {
  const { key, kind, body, send, signal, retryMs = RETRY_WHILE_ONLINE_MS } = submission;
  await keepWaitingForm({ key, kind, body, savedAt: new Date().toISOString() }).catch((error: unknown) =>
    console.error('[forms] the form could not be kept on this phone', error),
  );
  const release = markFormOpen(key);
  try {
    for (let tries = 0; !signal?.aborted; tries += 1) {
      if (tries > 0 && navigator.onLine) await pause(retryMs);
      await whenOnline();
      if (signal?.aborted) break;
      try {
        const answer = await send(body);
        await forgetWaitingForm(key).catch(() => undefined);
        return { sent: true, answer };
      } catch (error) {
        if (lostToTheNetwork(error)) continue;
        await forgetWaitingForm(key).catch(() => undefined);
        return { sent: false, error };
      }
    }
    return null;
  } finally {
    release();
  }
}
