import { TRUCK_BUDGET_BANDS, VEHICLE_BODY_TYPES, type Band, type VehicleVertical } from '@cvb/contracts';

/** What differs between the vehicle verticals that share the catalogue engine. */
export interface VerticalConfig {
  vertical: VehicleVertical;
  /** Path segment of the vertical's calls: `trucks/filter-page`. */
  plural: string;
  /** Prefix of its content lists: `truck-models`, `truck-variants`. */
  contentPrefix: string;
  budgetBands: readonly Band[];
  bodyTypes: readonly string[];
  wheelRange: readonly [number, number];
}

export const TRUCKS: VerticalConfig = {
  vertical: 'truck',
  plural: 'trucks',
  contentPrefix: 'truck',
  budgetBands: TRUCK_BUDGET_BANDS,
  bodyTypes: VEHICLE_BODY_TYPES,
  wheelRange: [4, 22],
};

/** The verticals served by the engine; adding buses is one line here (with its bands). */
export const CATALOGUE_VERTICALS: readonly VerticalConfig[] = [TRUCKS];
