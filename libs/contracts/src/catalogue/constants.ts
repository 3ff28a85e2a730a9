import { z } from 'zod';
import { TRUCK_DEFINITION } from '../verticals/truck';

/** Vocabularies (docs/domain.md#bands) shared by every vehicle vertical (body types, fuels and filters live in each definition). */
export const MODEL_STATUSES = ['on-sale', 'upcoming', 'discontinued', 'expired'] as const;
export const FILTER_SORTS = ['popularity', 'price-asc', 'price-desc'] as const;

export const modelStatusSchema = z.enum(MODEL_STATUSES);
export const filterSortSchema = z.enum(FILTER_SORTS);

export { inBand, type Band } from '../verticals/bands';

/** Truck budget bands, from the trucks' definition (libs/contracts/src/verticals/truck.ts). */
export const TRUCK_BUDGET_BANDS = TRUCK_DEFINITION.budgetBands;
