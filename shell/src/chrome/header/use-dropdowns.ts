import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/domain.md#limits-and-timings: a desktop dropdown closes 300 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

/** Which dropdown of a menu bar is open; at most one at a time. */
export function useDropdowns(closeDelayMs = DROPDOWN_CLOSE_DELAY_MS) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPendingClose = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const open = useCallback(
    (key: string) => {
      cancelPendingClose();
      setOpenKey(key);
    },
    [cancelPendingClose],
  );

  const closeSoon = useCallback(() => {
    cancelPendingClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpenKey(null);
    }, closeDelayMs);
  }, [cancelPendingClose, closeDelayMs]);

  /** Closes now; with a key, only if that dropdown is the open one. */
  const close = useCallback(
    (key?: string) => {
      cancelPendingClose();
      setOpenKey((current) => (key === undefined || current === key ? null : current));
    },
    [cancelPendingClose],
  );

  useEffect(() => cancelPendingClose, [cancelPendingClose]);

  return { openKey, open, closeSoon, close };
}
