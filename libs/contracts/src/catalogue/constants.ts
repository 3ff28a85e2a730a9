import { z } from 'zod';
import { TRUCK_BODY_TYPES, TRUCK_DEFINITION } from '../verticals/truck';

/** SPEC §9 vocabularies shared by every vehicle vertical. */
export const VEHICLE_BODY_TYPES = TRUCK_BODY_TYPES;
export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'cng'] as const;
export const TRANSMISSION_TYPES = ['manual', 'automatic'] as const;
export const MODEL_STATUSES = ['on-sale', 'upcoming', 'discontinued', 'expired'] as const;
export const FILTER_SORTS = ['popularity', 'price-asc', 'price-desc'] as const;

export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const transmissionTypeSchema = z.enum(TRANSMISSION_TYPES);
export const modelStatusSchema = z.enum(MODEL_STATUSES);
export const filterSortSchema = z.enum(FILTER_SORTS);

export { inBand, type Band } from '../verticals/bands';

/** Truck bands, from the trucks' definition (libs/contracts/src/verticals/truck.ts). */
export const TRUCK_BUDGET_BANDS = TRUCK_DEFINITION.budgetBands;
export { TRUCK_GVW_BANDS as GVW_BANDS, TRUCK_PAYLOAD_BANDS as PAYLOAD_BANDS } from '../verticals/truck';
