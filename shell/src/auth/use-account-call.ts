import { useCallback, useContext, useState } from 'react';
import { accountFailureOf, type AccountCallFailure } from '@cvb/api-client';
import { ClearAlertContext } from './clear-alert-context';

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; failure: AccountCallFailure };

/** Runs one account call at a time; `busy` disables the form's submit button meanwhile; a new call clears the last alert. */
export function useAccountCall() {
  const [busy, setBusy] = useState(false);
  const clearAlert = useContext(ClearAlertContext);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<CallOutcome<T>> => {
      clearAlert();
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
