/** A weight band in kilograms (inclusive lower end, exclusive upper end; null for open ends). */
export interface WeightBand {
  key: string;
  minKg: number;
  maxKg: number | null;
  labelKey: string;
}

const TONNE = 1000;

function tonnes(prefix: string, key: string, fromT: number, toT: number | null): WeightBand {
  return {
    key,
    minKg: fromT * TONNE,
    maxKg: toT === null ? null : toT * TONNE,
    labelKey: `${prefix}.${key}`,
  };
}

/** Gross vehicle weight bands buyers filter by (DOMAIN.md). */
export const GVW_BANDS: readonly WeightBand[] = [
  tonnes('gvw', 'under-3.5t', 0, 3.5),
  tonnes('gvw', '3.5-7.5t', 3.5, 7.5),
  tonnes('gvw', '7.5-12t', 7.5, 12),
  tonnes('gvw', '12-16t', 12, 16),
  tonnes('gvw', '16-25t', 16, 25),
  tonnes('gvw', '25-35t', 25, 35),
  tonnes('gvw', '35-49t', 35, 49),
  tonnes('gvw', 'above-49t', 49, null),
];

/** Payload bands. */
export const PAYLOAD_BANDS: readonly WeightBand[] = [
  tonnes('payload', 'under-1t', 0, 1),
  tonnes('payload', '1-2.5t', 1, 2.5),
  tonnes('payload', '2.5-5t', 2.5, 5),
  tonnes('payload', '5-10t', 5, 10),
  tonnes('payload', '10-20t', 10, 20),
  tonnes('payload', 'above-20t', 20, null),
];

export function findGvwBand(key: string): WeightBand | undefined {
  return GVW_BANDS.find((candidate) => candidate.key === key);
}

export function findPayloadBand(key: string): WeightBand | undefined {
  return PAYLOAD_BANDS.find((candidate) => candidate.key === key);
}
