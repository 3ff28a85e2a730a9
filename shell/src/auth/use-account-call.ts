import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { accountFailureOf, type AccountCallFailure } from '@cvb/api-client';
import { ClearAlertContext } from './clear-alert-context';

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; failure: AccountCallFailure };

/**
 * Runs one account call at a time; `busy` disables the form's submit button meanwhile, and a new call
 * clears the last alert. A browser drops focus to <body> when the focused button becomes disabled, which
 * would let Tab and Escape escape the dialog, so focus goes back to that control when the call ends.
 */
export function useAccountCall() {
  const [busy, setBusy] = useState(false);
  const clearAlert = useContext(ClearAlertContext);
  const focusedBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (busy) return;
    const control = focusedBefore.current;
    focusedBefore.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (control?.isConnected && lost) control.focus();
  }, [busy]);

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<CallOutcome<T>> => {
      clearAlert();
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setBusy(true);
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        const failure = accountFailureOf(error);
        if (failure.message === null) console.error('[shell] account call failed', error);
        return { ok: false, failure };
      } finally {
        setBusy(false);
      }
    },
    [clearAlert],
  );
  return { busy, run };
}
