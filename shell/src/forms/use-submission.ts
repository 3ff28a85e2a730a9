import { useCallback, useState } from 'react';
import { badRequestMessage } from '@cvb/api-client';

export type SubmissionState = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * The life of one form submission: idle → submitting → success or failure. When the API refuses the
 * data with a 400 and a message (a docs/domain.md#field-rules message), the state returns to idle and `submit` answers
 * that message, so the form shows it beside its field instead of a generic failure.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>('idle');

  const submit = useCallback(
    async (send: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; refusal: string | null }> => {
      setState('submitting');
      try {
        await send();
        setState('success');
        return { ok: true };
      } catch (error) {
        const refusal = badRequestMessage(error);
        if (!refusal) console.error('[shell] form submission failed', error);
        setState(refusal ? 'idle' : 'failure');
        return { ok: false, refusal };
      }
    },
    [],
  );

  const reset = useCallback(() => setState('idle'), []);
  return { state, submit, reset };
}
