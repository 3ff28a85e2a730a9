import { useCallback, useState } from 'react';

export type SubmissionState = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * The life of one form submission: idle → submitting → success or failure. `send` answers whether the
 * server accepted the data; a thrown error counts as a failure, so the form never stays busy.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>('idle');

  const submit = useCallback(async (send: () => Promise<boolean>): Promise<boolean> => {
    setState('submitting');
    try {
      const accepted = await send();
      setState(accepted ? 'success' : 'failure');
      return accepted;
    } catch (error) {
      console.error('[shell] form submission failed', error);
      setState('failure');
      return false;
    }
  }, []);

  const reset = useCallback(() => setState('idle'), []);
  return { state, submit, reset };
}
