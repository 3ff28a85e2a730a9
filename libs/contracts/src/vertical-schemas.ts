import { z } from 'zod';
import { LOCALE_CODES, VEHICLE_VERTICALS } from './verticals';

export const vehicleVerticalSchema = z.enum(VEHICLE_VERTICALS);
export const localeCodeSchema = z.enum(LOCALE_CODES);
