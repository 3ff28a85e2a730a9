import { z } from 'zod';
import {
  compareResponseSchema,
  emiResponseSchema,
  modelSummarySchema,
  variantSummarySchema,
  type CompareResponse,
  type ContentQuery,
  type EmiResponse,
  type LocaleCode,
  type ModelSummary,
  type VariantSummary,
} from '@cvb/contracts';
import { getParsed } from './get-parsed';

/** Verticals whose compare and EMI calls the API serves; buses and three-wheelers add a line to each map. */
export type CatalogueToolVertical = 'truck';

const COMPARE_ENDPOINTS: Record<CatalogueToolVertical, string> = { truck: 'trucks/compare-trucks' };
const EMI_ENDPOINTS: Record<CatalogueToolVertical, string> = { truck: 'trucks/emi-calculator' };
const CONTENT_PREFIXES: Record<CatalogueToolVertical, string> = { truck: 'truck' };

/** Up to four variants side by side, in the order given. */
export function fetchCompareVariants(
  vertical: CatalogueToolVertical,
  variantSlugs: readonly string[],
  locale: LocaleCode,
  signal?: AbortSignal,
): Promise<CompareResponse> {
  return getParsed(
    COMPARE_ENDPOINTS[vertical],
    compareResponseSchema,
    { variantSlugs: variantSlugs.join(','), locale },
    signal,
  );
}

export interface EmiCalculatorRequest {
  brandSlug: string;
  modelSlug: string;
  locale: LocaleCode;
}

/** A model's price basis and the EMI defaults of SPEC §9. */
export function fetchEmiCalculator(
  vertical: CatalogueToolVertical,
  request: EmiCalculatorRequest,
  signal?: AbortSignal,
): Promise<EmiResponse> {
  return getParsed(EMI_ENDPOINTS[vertical], emiResponseSchema, request, signal);
}

export type ModelListRequest = ContentQuery & { brandSlug?: string };

/** Content-style `truck-models` list. */
export function fetchVehicleModels(
  vertical: CatalogueToolVertical,
  query: ModelListRequest,
  signal?: AbortSignal,
): Promise<ModelSummary[]> {
  return getParsed(`${CONTENT_PREFIXES[vertical]}-models`, z.array(modelSummarySchema), query, signal);
}

export type VariantListRequest = ContentQuery & { brandSlug?: string; modelSlug?: string };

/** Content-style `truck-variants` list. */
export function fetchVehicleVariants(
  vertical: CatalogueToolVertical,
  query: VariantListRequest,
  signal?: AbortSignal,
): Promise<VariantSummary[]> {
  return getParsed(`${CONTENT_PREFIXES[vertical]}-variants`, z.array(variantSummarySchema), query, signal);
}
