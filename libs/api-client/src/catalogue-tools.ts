import type { VehicleVertical } from '@cvb/contracts';
import {
  type CompareResponse,
  type ContentQuery,
  type EmiResponse,
  type LocaleCode,
  type ModelSummary,
  type VariantSummary,
  verticalDefinition,
} from '@cvb/contracts';

import { getJson } from './get-json';

/** Verticals whose compare and EMI calls the API serves (from their VerticalDefinitions). */
export type CatalogueToolVertical = VehicleVertical;

const api = (vertical: CatalogueToolVertical) => verticalDefinition(vertical).api;
/** The first comparison call of the vertical (docs/domain.md#calls): `trucks/compare-trucks`, `buses/compare-buses`. */
const compareEndpoint = (vertical: CatalogueToolVertical) =>
  `${api(vertical).prefix}/${api(vertical).compareCalls[0] ?? 'compare'}`;

/** Up to four variants side by side, in the order given. */
export function fetchCompareVariants(
  vertical: CatalogueToolVertical,
  variantSlugs: readonly string[],
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<CompareResponse> {
  return getJson(compareEndpoint(vertical), { variantSlugs: variantSlugs.join(','), locale }, signal);
}

export interface EmiCalculatorRequest {
  brandSlug: string;
  modelSlug: string;
  locale: LocaleCode;
}

/** A model's price basis and the EMI defaults of docs/domain.md#emi. */
export function fetchEmiCalculator(
  vertical: CatalogueToolVertical,
  request: EmiCalculatorRequest,
  signal?: AbortSignal,
): Promise<EmiResponse> {
  return getJson(`${api(vertical).prefix}/emi-calculator`, request, signal);
}

export type ModelListRequest = ContentQuery & { brandSlug?: string };

/** Content-style `truck-models` list. */
export function fetchVehicleModels(
  vertical: CatalogueToolVertical,
  query: ModelListRequest,
  signal?: AbortSignal,
): Promise<ModelSummary[]> {
  return getJson(`${api(vertical).contentPrefix}-models`, query, signal);
}

export type VariantListRequest = ContentQuery & { brandSlug?: string; modelSlug?: string };

/** Content-style `truck-variants` list. */
export function fetchVehicleVariants(
  vertical: CatalogueToolVertical,
  query: VariantListRequest,
  signal?: AbortSignal,
): Promise<VariantSummary[]> {
  return getJson(`${api(vertical).contentPrefix}-variants`, query, signal);
}
