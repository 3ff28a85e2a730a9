import { fetchDeskBrands, useApiData, type ApiData } from '@cvb/api-client';
import type { DeskBrandList, VehicleVertical } from '@cvb/contracts';

const NONE: DeskBrandList = { brands: [] };

/** The brands of one vertical, for a brand picker; none until a vertical is chosen. */
export function useDeskBrands(vertical: VehicleVertical | ''): ApiData<DeskBrandList> {
  return useApiData(
    (signal) => (vertical ? fetchDeskBrands({ vertical }, signal) : Promise.resolve(NONE)),
    `desk-brands-${vertical}`,
  );
}
