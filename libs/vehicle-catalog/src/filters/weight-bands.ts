import { GVW_BANDS as API_GVW_BANDS, PAYLOAD_BANDS as API_PAYLOAD_BANDS, type Band } from '@cvb/contracts';

/** A weight band in kilograms (inclusive lower end, exclusive upper end; null for an open upper end). */
export interface WeightBand {
  key: string;
  minKg: number;
  maxKg: number | null;
  labelKey: string;
}

/** The engine's bands are the API's (libs/contracts), so a key the UI sends is always one the API knows. */
function fromContract(prefix: string, band: Band): WeightBand {
  return { key: band.key, minKg: band.min ?? 0, maxKg: band.max, labelKey: `${prefix}.${band.key}` };
}

/** Gross vehicle weight bands buyers filter by (DOMAIN.md). */
export const GVW_BANDS: readonly WeightBand[] = API_GVW_BANDS.map((band) => fromContract('gvw', band));

/** Payload bands. */
export const PAYLOAD_BANDS: readonly WeightBand[] = API_PAYLOAD_BANDS.map((band) =>
  fromContract('payload', band),
);

export function findGvwBand(key: string): WeightBand | undefined {
  return GVW_BANDS.find((candidate) => candidate.key === key);
}

export function findPayloadBand(key: string): WeightBand | undefined {
  return PAYLOAD_BANDS.find((candidate) => candidate.key === key);
}
