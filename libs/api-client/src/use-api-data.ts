import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { forgetFirstData, hasFirstData, peekFirstData } from './first-data';
import { settledValue } from './settled';

/** `previous` is the last answer while a newer call runs, so a page can keep showing it (no layout jump). */
export type ApiData<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: T };

function previousData<T>(state: ApiData<T>): T | undefined {
  if (state.status === 'ready') return state.data;
  return state.status === 'loading' ? state.previous : undefined;
}

function isReadyWith<T>(state: ApiData<T>, data: T): boolean {
  return state.status === 'ready' && state.data === data;
}

/** A call made while the component first rendered, for the effect to follow instead of calling again. */
interface EarlyCall<T> {
  key: string;
  pending: Promise<T>;
  controller: AbortController;
  /** The page's answers it read, taken when the component is committed. */
  answers: string[];
}

/**
 * Runs a call when the component mounts and whenever `key` changes; aborts the call on change or
 * unmount, so a slow answer never overwrites a newer one. While the page holds answers the server inlined, the
 * call is made in the first render, so an inlined answer is in the first view: the server renders the page with it
 * and the browser hydrates that view with the same answer (no skeleton, no second call).
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiData<T> {
  const early = useRef<EarlyCall<T> | null>(null);
  const [state, setState] = useState<ApiData<T>>(() => {
    if (!hasFirstData()) return { status: 'loading' };
    const controller = new AbortController();
    const { value: pending, keys: answers } = peekFirstData(() => load(controller.signal));
    pending.catch(() => undefined); // followed (and reported) by the effect; on the server nobody follows it
    early.current = { key, pending, controller, answers };
    const known = settledValue(pending);
    return known ? { status: 'ready', data: known.value } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const startedEarly = useRef(false);

  const follow = (pending: Promise<T>, controller: AbortController, firstRenderShowsIt = false) => {
    const known = settledValue(pending);
    // An update from this layout effect is synchronous: when the first render already shows the answer (an inlined
    // one), keeping the same state lets the page's hydration go on in slices instead of re-rendering it at once.
    if (known) {
      setState((current) =>
        isReadyWith(current, known.value) ? current : { status: 'ready', data: known.value },
      );
      return () => controller.abort();
    }
    // The first render's own call already shows its loading state; a fresh one would re-render synchronously.
    if (!firstRenderShowsIt) setState((current) => ({ status: 'loading', previous: previousData(current) }));
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

  const start = () => {
    const first = early.current;
    early.current = null;
    if (first) forgetFirstData(first.answers);
    if (first && first.key === key && attempt === 0) return follow(first.pending, first.controller, true);
    first?.controller.abort();
    const controller = new AbortController();
    return follow(load(controller.signal), controller);
  };

  // `load` is recreated on each render by callers; `key` says when the call really changes.
  useLayoutEffect(() => {
    startedEarly.current = early.current !== null || hasFirstData();
    return startedEarly.current ? start() : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);
  useEffect(() => {
    return startedEarly.current ? undefined : start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return state;
}
