import {
  verticalDefinition,
  type LocaleCode,
  type RunningCostResponse,
  type VehicleVertical,
} from '@cvb/contracts';
import { getJson } from './get-json';

export interface RunningCostRequest {
  variantSlugs: readonly string[];
  /** City slug; the API's default city when absent. */
  city?: string;
  locale: LocaleCode;
}

/** Up to four variants with what their running cost is worked out from, in a city (`{vertical}/running-cost`). */
export function fetchRunningCost(
  vertical: VehicleVertical,
  { variantSlugs, city, locale }: RunningCostRequest,
  signal?: AbortSignal,
): Promise<RunningCostResponse> {
  const query = { variantSlugs: variantSlugs.join(','), ...(city ? { city } : {}), locale };
  return getJson(`${verticalDefinition(vertical).api.prefix}/running-cost`, query, signal);
}
