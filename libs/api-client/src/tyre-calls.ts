import type {
  BatteryFinderResult,
  FinderVehicle,
  LocaleCode,
  LubricantFinderResult,
  PressureResult,
  TyreFitmentResult,
  TyreGuide,
  TyreModelDetail,
  TyreModelSummary,
  TyreSearchResult,
  TyreSizeOption,
  VehicleRefQuery,
} from '@cvb/contracts';
import { getJson } from './get-json';

export type TyreModelsRequest = Record<string, string | number | undefined>;

/** `tyre-models`: all live models unless `_limit` or a status says otherwise. */
export function fetchTyreModels(
  query: TyreModelsRequest = {},
  signal?: AbortSignal,
): Promise<TyreModelSummary[]> {
  return getJson('tyre-models', query, signal);
}

/** Tyre search; filter values are comma-separated lists as in the page URL. */
export function fetchTyreSearch(
  query: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<TyreSearchResult> {
  return getJson('tyres/search', query, signal);
}

export function fetchTyreModel(
  brandSlug: string,
  modelSlug: string,
  signal?: AbortSignal,
): Promise<TyreModelDetail> {
  const path = `tyres/models/${encodeURIComponent(brandSlug)}/${encodeURIComponent(modelSlug)}`;
  return getJson(path, undefined, signal);
}

/** `refs` are `brand/model` slugs, at most four. */
export function fetchTyreCompare(refs: string[], signal?: AbortSignal): Promise<TyreModelDetail[]> {
  return getJson('tyres/compare', { models: refs.join(',') }, signal);
}

export function fetchTyreSizes(signal?: AbortSignal): Promise<TyreSizeOption[]> {
  return getJson('tyres/sizes', undefined, signal);
}

export function fetchFinderVehicles(
  kind: 'tyres' | 'batteries' | 'lubricants',
  signal?: AbortSignal,
): Promise<FinderVehicle[]> {
  return getJson('tyres/finder/vehicles', { kind }, signal);
}

export function fetchTyresForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<TyreFitmentResult> {
  return getJson('tyres/finder/by-vehicle', vehicle, signal);
}

export function fetchTyrePressure(
  vehicle: VehicleRefQuery & { load: 'empty' | 'half' | 'full' },
  signal?: AbortSignal,
): Promise<PressureResult> {
  return getJson('tyres/pressure', vehicle, signal);
}

export function fetchBatteriesForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<BatteryFinderResult> {
  return getJson('tyres/battery-finder', vehicle, signal);
}

export function fetchLubricantsForVehicle(
  vehicle: VehicleRefQuery,
  signal?: AbortSignal,
): Promise<LubricantFinderResult> {
  return getJson('tyres/lubricant-finder', vehicle, signal);
}

export function fetchTyreGuides(locale: LocaleCode, signal?: AbortSignal): Promise<TyreGuide[]> {
  return getJson('tyre-guides', { _locale: locale, _limit: -1 }, signal);
}

export function fetchTyreGuide(slug: string, locale: LocaleCode, signal?: AbortSignal): Promise<TyreGuide> {
  return getJson(`tyre-guides/${encodeURIComponent(slug)}`, { _locale: locale }, signal);
}
