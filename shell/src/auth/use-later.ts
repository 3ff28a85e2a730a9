import { useCallback, useEffect, useRef } from 'react';

/** Schedules actions (the "after 2 s" steps of docs/domain.md#account-messages) that are dropped if the component goes away first. */
export function useLater(): (delayMs: number, action: () => void) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((delayMs, action) => {
    timers.current.push(setTimeout(action, delayMs));
  }, []);
}
