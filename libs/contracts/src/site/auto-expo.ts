import { z } from 'zod';
import { localeCodeSchema, vehicleVerticalSchema } from '../vertical-schemas';

export const autoExpoQuerySchema = z.object({ locale: localeCodeSchema.optional() });

export const expoHighlightSchema = z.object({
  brandName: z.string(),
  /** /trucks/tata-motors when the brand is in the catalogue. */
  brandLink: z.string().nullable(),
  vertical: vehicleVerticalSchema,
  kind: z.enum(['launch', 'unveil', 'showcase']),
  vehicle: z.string(),
  title: z.string(),
  description: z.string(),
});
export type ExpoHighlight = z.infer<typeof expoHighlightSchema>;

export const autoExpoResponseSchema = z.object({
  data: z.object({
    /** The locale the texts are in (English when the asked one has none). */
    locale: localeCodeSchema,
    name: z.string(),
    title: z.string(),
    intro: z.string(),
    venue: z.string(),
    city: z.string(),
    /** ISO dates, inclusive. */
    startDate: z.string(),
    endDate: z.string(),
    highlights: z.array(expoHighlightSchema),
  }),
});
export type AutoExpoResponse = z.infer<typeof autoExpoResponseSchema>;
