import type { VehicleVertical } from '@cvb/contracts';
import { verticalDefinition, type FilterFacets } from '@cvb/contracts';
import type { VehicleFilters } from '../filters';
import { DimensionGroup } from './dimension-group';

export interface FilterPanelProps {
  vertical: VehicleVertical;
  facets: FilterFacets;
  filters: VehicleFilters;
  onChange: (change: Partial<VehicleFilters>) => void;
}

/** One group per filter dimension of the vertical's definition, in its order, with facet counts. */
export function FilterPanel({ vertical, facets, filters, onChange }: FilterPanelProps) {
  return (
    <>
      {verticalDefinition(vertical).filters.map((dimension) => (
        <DimensionGroup
          key={dimension.key}
          vertical={vertical}
          dimension={dimension}
          facets={facets}
          filters={filters}
          onChange={onChange}
        />
      ))}
    </>
  );
}
