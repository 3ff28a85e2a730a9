import { z } from 'zod';

/** SPEC §9 vocabularies shared by every vehicle vertical. */
export const VEHICLE_BODY_TYPES = [
  'mini',
  'cargo',
  'pickup',
  'heavy',
  'dumper',
  'small',
  'trailer',
  'electric',
] as const;
export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'cng'] as const;
export const TRANSMISSION_TYPES = ['manual', 'automatic'] as const;
export const MODEL_STATUSES = ['on-sale', 'upcoming', 'discontinued', 'expired'] as const;
export const FILTER_SORTS = ['popularity', 'price-asc', 'price-desc'] as const;

export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const transmissionTypeSchema = z.enum(TRANSMISSION_TYPES);
export const modelStatusSchema = z.enum(MODEL_STATUSES);
export const filterSortSchema = z.enum(FILTER_SORTS);

/** A numeric band [min, max) in the unit of its facet; null = open end. */
export interface Band {
  key: string;
  min: number | null;
  max: number | null;
}

const LAKH = 100_000;
const lakhBand = (key: string, min: number | null, max: number | null): Band => ({
  key,
  min: min === null ? null : min * LAKH,
  max: max === null ? null : max * LAKH,
});

/** Truck budget bands (SPEC §9: under 5 to 60 lakh; the menu's under 10/20/30/40 and above 50), in rupees. */
export const TRUCK_BUDGET_BANDS: readonly Band[] = [
  lakhBand('under-5-lakh', null, 5),
  lakhBand('under-10-lakh', null, 10),
  lakhBand('under-20-lakh', null, 20),
  lakhBand('under-30-lakh', null, 30),
  lakhBand('under-40-lakh', null, 40),
  lakhBand('under-50-lakh', null, 50),
  lakhBand('under-60-lakh', null, 60),
  lakhBand('5-10-lakh', 5, 10),
  lakhBand('10-20-lakh', 10, 20),
  lakhBand('20-30-lakh', 20, 30),
  lakhBand('30-40-lakh', 30, 40),
  lakhBand('40-50-lakh', 40, 50),
  lakhBand('50-60-lakh', 50, 60),
  lakhBand('above-50-lakh', 50, null),
  lakhBand('above-60-lakh', 60, null),
];

/** GVW bands buyers filter by (DOMAIN.md), in kg. */
export const GVW_BANDS: readonly Band[] = [
  { key: 'under-3.5-t', min: null, max: 3500 },
  { key: '3.5-7.5-t', min: 3500, max: 7500 },
  { key: '7.5-12-t', min: 7500, max: 12000 },
  { key: '12-16-t', min: 12000, max: 16000 },
  { key: '16-25-t', min: 16000, max: 25000 },
  { key: '25-35-t', min: 25000, max: 35000 },
  { key: '35-49-t', min: 35000, max: 49000 },
  { key: 'above-49-t', min: 49000, max: null },
];

/** Payload bands, in kg. */
export const PAYLOAD_BANDS: readonly Band[] = [
  { key: 'under-1-t', min: null, max: 1000 },
  { key: '1-2-t', min: 1000, max: 2000 },
  { key: '2-5-t', min: 2000, max: 5000 },
  { key: '5-10-t', min: 5000, max: 10000 },
  { key: '10-20-t', min: 10000, max: 20000 },
  { key: 'above-20-t', min: 20000, max: null },
];

export const inBand = (band: Band, value: number): boolean =>
  (band.min === null || value >= band.min) && (band.max === null || value < band.max);
