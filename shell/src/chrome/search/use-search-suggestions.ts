import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchFn } from './search-types';

export const SEARCH_DEBOUNCE_MS = 200;
export const MIN_QUERY_LENGTH = 2;

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Answers {
  /** Answer to the empty query asked on focus: trending and top stories. */
  initial: SearchAnswer | null;
  /** Answer to the last typed query of at least MIN_QUERY_LENGTH characters. */
  typed: SearchAnswer | null;
}

/**
 * Calls `search` with '' when the box gets focus, and with the typed text once it is at least two characters
 * and the typing has paused for 200 ms. An older call is aborted, so a slow answer never replaces a newer one.
 */
export function useSearchSuggestions(search: SearchFn) {
  const [answers, setAnswers] = useState<Answers>({ initial: null, typed: null });
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const ask = useCallback(
    (query: string) => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      search(query, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setAnswers((current) =>
            query === '' ? { ...current, initial: answer } : { ...current, typed: answer },
          );
          setStatus('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[shell] search suggestions could not be loaded', error);
          setStatus('error');
        },
      );
    },
    [cancel, search],
  );

  const queryChanged = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query.length < MIN_QUERY_LENGTH) {
        setAnswers((current) => ({ ...current, typed: null }));
        setStatus('idle');
        return;
      }
      timer.current = setTimeout(() => ask(query), SEARCH_DEBOUNCE_MS);
    },
    [ask, cancel],
  );

  const focused = useCallback(
    (text: string) => {
      const query = text.trim();
      ask(query.length >= MIN_QUERY_LENGTH ? query : '');
    },
    [ask],
  );

  useEffect(() => cancel, [cancel]);

  return { answers, status, queryChanged, focused, cancel };
}
