// The page loads the sender of kept forms only when some are kept: this mark, without IndexedDB or axios.

/** A mark in localStorage while forms are kept: the page loads its sender only then (nothing on other visits). */
export const WAITING_FORMS_MARK = 'cvb-waiting-forms';

export function markWaitingForms(kept: boolean): void {
  try {
    if (kept) globalThis.localStorage?.setItem(WAITING_FORMS_MARK, '1');
    else globalThis.localStorage?.removeItem(WAITING_FORMS_MARK);
  } catch {
    // Blocked storage: the sender still runs when the connection comes back.
  }
}

export function hasWaitingFormsMark(): boolean {
  try {
    return globalThis.localStorage?.getItem(WAITING_FORMS_MARK) === '1';
  } catch {
    return true;
  }
}
