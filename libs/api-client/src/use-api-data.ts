import { useCallback, useEffect, useState } from 'react';

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
 * unmount, so a slow answer never overwrites a newer one.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', previous: previousData(current) }));
    load(controller.signal).then(
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
    // `load` is recreated on each render by callers; `key` says when the call really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return state;
}
