import { z } from 'zod';
import {
  batteryFinderResultSchema,
  finderVehicleSchema,
  lubricantFinderResultSchema,
  pressureResultSchema,
  tyreFitmentResultSchema,
  tyreGuideSchema,
  tyreModelDetailSchema,
  tyreModelSummarySchema,
  tyreSearchResultSchema,
  tyreSizeOptionSchema,
  type BatteryFinderResult,
  type FinderVehicle,
  type LocaleCode,
  type LubricantFinderResult,
  type PressureResult,
  type TyreFitmentResult,
  type TyreGuide,
  type TyreModelDetail,
  type TyreModelSummary,
  type TyreSearchResult,
  type TyreSizeOption,
  type VehicleRefQuery,
} from '@cvb/contracts';
import { getParsed } from './get-parsed';

export type TyreModelsRequest = Record<string, string | number | undefined>;

/** `tyre-models`: all live models unless `_limit` or a status says otherwise. */
export function fetchTyreModels(
  query: TyreModelsRequest = {},
  signal?: AbortSignal,
): Promise<TyreModelSummary[]> {
  return getParsed('tyre-models', z.array(tyreModelSummarySchema), query, signal);
}

/** Tyre search; filter values are comma-separated lists as in the page URL. */
export function fetchTyreSearch(
  query: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<TyreSearchResult> {
  return getParsed('tyres/search', tyreSearchResultSchema, query, signal);
}

export function fetchTyreModel(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<TyreModelDetail> {
  const path = `tyres/models/${encodeURIComponent(brandSlug)}/${encodeURIComponent(modelSlug)}`;
  return getParsed(path, tyreModelDetailSchema, undefined, signal);
}

/** `refs` are `brand/model` slugs, at most four. */
export function fetchTyreCompare(refs: string[], signal?: AbortSignal): Promise<TyreModelDetail[]> {
  return getParsed('tyres/compare', z.array(tyreModelDetailSchema), { models: refs.join(',') }, signal);
}

export function fetchTyreSizes(signal?: AbortSignal): Promise<TyreSizeOption[]> {
  return getParsed('tyres/sizes', z.array(tyreSizeOptionSchema), undefined, signal);
}

export function fetchFinderVehicles(
  kind: 'tyres' | 'batteries' | 'lubricants',
  signal?: AbortSignal,
): Promise<FinderVehicle[]> {
  return getParsed('tyres/finder/vehicles', z.array(finderVehicleSchema), { kind }, signal);
}

export function fetchTyresForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<TyreFitmentResult> {
  return getParsed('tyres/finder/by-vehicle', tyreFitmentResultSchema, vehicle, signal);
}

export function fetchTyrePressure(
  vehicle: VehicleRefQuery & { load: 'empty' | 'half' | 'full' },
  signal?: AbortSignal,
): Promise<PressureResult> {
  return getParsed('tyres/pressure', pressureResultSchema, vehicle, signal);
}

export function fetchBatteriesForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<BatteryFinderResult> {
  return getParsed('tyres/battery-finder', batteryFinderResultSchema, vehicle, signal);
}

export function fetchLubricantsForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<LubricantFinderResult> {
  return getParsed('tyres/lubricant-finder', lubricantFinderResultSchema, vehicle, signal);
}

export function fetchTyreGuides(locale: LocaleCode, signal?: AbortSignal): Promise<TyreGuide[]> {
  return getParsed('tyre-guides', z.array(tyreGuideSchema), { _locale: locale, _limit: -1 }, signal);
}

export function fetchTyreGuide(slug: string, locale: LocaleCode, signal?: AbortSignal): Promise<TyreGuide> {
  return getParsed(`tyre-guides/${encodeURIComponent(slug)}`, tyreGuideSchema, { _locale: locale }, signal);
}
