import type { VehicleVertical } from '@cvb/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@cvb/router';
import { filtersFromSearchParams, filtersToSearchParams, type VehicleFilters } from '../filters';

/**
 * Search filters kept in the page URL; changing a filter goes back to page 1 unless a page is given.
 * The new filters show at once, before the router commits the URL, so a tapped box never flickers back.
 */
export function useSearchFilters(
  vertical: VehicleVertical,
): [VehicleFilters, (change: Partial<VehicleFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromSearchParams(params, vertical), [params, vertical]);
  const [pending, setPending] = useState<VehicleFilters | null>(null);
  useEffect(() => setPending(null), [params]);
  const filters = pending ?? fromUrl;
  const update = useCallback(
    (change: Partial<VehicleFilters>) => {
      const next: VehicleFilters = { ...filters, page: 1, ...change };
      setPending(next);
      setParams(filtersToSearchParams(next, vertical));
    },
    [filters, setParams, vertical],
  );
  return [filters, update];
}
