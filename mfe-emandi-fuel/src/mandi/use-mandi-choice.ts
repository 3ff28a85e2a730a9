import { useEffect, useRef } from 'react';
import { useSearchParams } from '@cvb/router';
import type { MandiFilter } from '@cvb/api-client';
import { chooseLevel, MANDI_LEVELS, type MandiLevel } from './mandi-filters';

const filterOf = (params: URLSearchParams): MandiFilter =>
  Object.fromEntries(
    MANDI_LEVELS.map((key) => [key, params.get(key) ?? undefined]).filter(([, value]) => value),
  );

function queryOf(filter: MandiFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of MANDI_LEVELS) if (filter[key]) query.set(key, filter[key]);
  return query;
}

/**
 * The mandi filter in the URL, and a way to choose one level of it. The router renders a navigation as a transition,
 * so a second choice can come before the page shows the first; it builds on that first choice, not on the filter the
 * page shows (a quick commodity → state lost the commodity). The shown filter takes over again once every choice
 * made here is on the page (or the visitor went back).
 */
export function useMandiChoice(): {
  filter: MandiFilter;
  search: string;
  choose: (level: MandiLevel, value?: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = filterOf(params);
  const lastChoice = useRef(filter);
  const onTheirWay = useRef<string[]>([]);
  useEffect(() => {
    const shown = onTheirWay.current.indexOf(search);
    onTheirWay.current = shown >= 0 ? onTheirWay.current.slice(shown + 1) : onTheirWay.current;
    if (onTheirWay.current.length === 0) lastChoice.current = filterOf(new URLSearchParams(search));
  }, [search]);
  const choose = (level: MandiLevel, value?: string) => {
    lastChoice.current = chooseLevel(lastChoice.current, level, value);
    const query = queryOf(lastChoice.current);
    onTheirWay.current = [...onTheirWay.current, query.toString()];
    setParams(query, { replace: true });
  };
  return { filter, search, choose };
}
