import { useCallback, useEffect, useState } from 'react';
import { TYRE_COMPARE_MAX } from '@cvb/contracts';

const STORAGE_KEY = 'tyreCompare';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export interface CompareList {
  refs: string[];
  /** Adds or removes a `brand/model` ref; false when adding would pass the maximum of four. */
  toggle(ref: string): boolean;
  clear(): void;
}

/** The tyres picked for comparison in this tab (at most four), kept across pages in session storage. */
export function useCompareList(): CompareList {
  // Read after the first render: the server's view of the page, which the browser hydrates, has no picks.
  const [refs, setRefs] = useState<string[]>([]);
  useEffect(() => setRefs(read()), []);
  const save = useCallback((next: string[]) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setRefs(next);
  }, []);
  const toggle = useCallback(
    (ref: string) => {
      const current = read();
      if (current.includes(ref)) {
        save(current.filter((item) => item !== ref));
        return true;
      }
      if (current.length >= TYRE_COMPARE_MAX) return false;
      save([...current, ref]);
      return true;
    },
    [save],
  );
  const clear = useCallback(() => save([]), [save]);
  return { refs, toggle, clear };
}
