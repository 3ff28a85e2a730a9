import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasFirstData, settledValue } from './first-data';

/** `previous` is the last answer while a newer call runs, so a page can keep showing it (no layout jump). */
export type ApiData<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: T };

function previousData<T>(state: ApiData<T>): T | undefined {
  if (state.status === 'ready') return state.data;
  return state.status === 'loading' ? state.previous : undefined;
}

/**
 * Runs a call when the component mounts and whenever `key` changes; aborts the call on change or
 * unmount, so a slow answer never overwrites a newer one. While the page holds answers the server inlined, the
 * call starts before the browser paints, so an inlined answer shows in the first painted view (no skeleton).
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const startedEarly = useRef(false);

  const start = () => {
    const controller = new AbortController();
    const pending = load(controller.signal);
    const known = settledValue(pending);
    if (known) {
      setState({ status: 'ready', data: known.value });
      return () => controller.abort();
    }
    setState((current) => ({ status: 'loading', previous: previousData(current) }));
    pending.then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
          retry,
        });
      },
    );
    return () => controller.abort();
  };

  // `load` is recreated on each render by callers; `key` says when the call really changes.
  useLayoutEffect(() => {
    startedEarly.current = hasFirstData();
    return startedEarly.current ? start() : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);
  useEffect(() => {
    return startedEarly.current ? undefined : start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return state;
}
