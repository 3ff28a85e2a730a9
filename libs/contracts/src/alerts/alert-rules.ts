import { z } from 'zod';
import { mandiSlugSchema } from '../mandi/mandi-records';
import { vehicleVerticalSchema } from '../vertical-schemas';

/** What a person can ask to be told about (docs/domain.md#price-alerts). */
export const ALERT_KINDS = ['mandi', 'fuel', 'catalogue', 'used-ad'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const MANDI_ALERT_CONDITIONS = ['above', 'below', 'daily'] as const;
export const ALERT_FUELS = ['petrol', 'diesel', 'cng'] as const;
export type AlertFuel = (typeof ALERT_FUELS)[number];
export const CATALOGUE_ALERT_EVENTS = ['new-model', 'price-change'] as const;
export type CatalogueAlertEvent = (typeof CATALOGUE_ALERT_EVENTS)[number];

/** No commodity sells above ₹10 lakh a quintal (the mandi import's bound). */
const MAX_MANDI_PRICE = 1_000_000;

const slug = mandiSlugSchema;

/** A commodity in one market (state, district and market) or a state's average; above/below a price, or daily. */
export const mandiAlertRuleSchema = z.object({
  kind: z.literal('mandi'),
  commodity: slug,
  state: slug,
  district: slug.optional(),
  market: slug.optional(),
  condition: z.enum(MANDI_ALERT_CONDITIONS),
  /** Rupees per quintal; needed for above and below. */
  price: z.number().int().min(1).max(MAX_MANDI_PRICE).optional(),
});

/** Petrol, diesel or CNG in a city moves (up or down) by at least `minChange` rupees from the day before. */
export const fuelAlertRuleSchema = z.object({
  kind: z.literal('fuel'),
  city: slug,
  fuel: z.enum(ALERT_FUELS),
  minChange: z.number().min(0.01).max(100),
});

/** A new model of a brand, or a price change of a brand's (or one model's) variants. */
export const catalogueAlertRuleSchema = z.object({
  kind: z.literal('catalogue'),
  vertical: vehicleVerticalSchema,
  brand: slug,
  model: slug.optional(),
  events: z.array(z.enum(CATALOGUE_ALERT_EVENTS)).min(1).max(2),
});

/** A saved search of the used marketplace: a new matching ad fires it. */
export const usedAdAlertRuleSchema = z.object({
  kind: z.literal('used-ad'),
  vertical: vehicleVerticalSchema,
  brand: slug.optional(),
  model: slug.optional(),
  state: slug.optional(),
  /** Rupees. */
  maxPrice: z.number().int().min(1).max(100_000_000).optional(),
  minYear: z.number().int().min(1980).max(2100).optional(),
});

export const alertRuleSchema = z
  .discriminatedUnion('kind', [
    mandiAlertRuleSchema,
    fuelAlertRuleSchema,
    catalogueAlertRuleSchema,
    usedAdAlertRuleSchema,
  ])
  .superRefine((rule, context) => {
    if (rule.kind === 'mandi') {
      if (rule.condition !== 'daily' && rule.price === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['price'],
          message: 'price is required for above and below',
        });
      }
      if ((rule.market === undefined) !== (rule.district === undefined)) {
        context.addIssue({ code: 'custom', path: ['market'], message: 'market and district go together' });
      }
    }
    if (rule.kind === 'used-ad' && rule.model !== undefined && rule.brand === undefined) {
      context.addIssue({ code: 'custom', path: ['brand'], message: 'brand is required with a model' });
    }
  });
export type AlertRule = z.infer<typeof alertRuleSchema>;
export type MandiAlertRule = z.infer<typeof mandiAlertRuleSchema>;
export type FuelAlertRule = z.infer<typeof fuelAlertRuleSchema>;
export type CatalogueAlertRule = z.infer<typeof catalogueAlertRuleSchema>;
export type UsedAdAlertRule = z.infer<typeof usedAdAlertRuleSchema>;
