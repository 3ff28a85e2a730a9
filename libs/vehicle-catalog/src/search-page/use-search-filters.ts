import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, filtersToSearchParams, type VehicleFilters } from '../filters';

/** Search filters kept in the page URL; changing a filter goes back to page 1 unless a page is given. */
export function useSearchFilters(): [VehicleFilters, (change: Partial<VehicleFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params, 'truck'), [params]);
  const update = useCallback(
    (change: Partial<VehicleFilters>) => {
      const next: VehicleFilters = { ...filters, page: 1, ...change, gvw: null, payload: null, wheels: [] };
      setParams(filtersToSearchParams(next, 'truck'));
    },
    [filters, setParams],
  );
  return [filters, update];
}
