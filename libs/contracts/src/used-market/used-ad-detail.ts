import { z } from 'zod';
import { adInsuranceTypeSchema } from '../ads/ad-options';
import { modelSummarySchema } from '../catalogue/model-summary';
import { localeCodeSchema } from '../vertical-schemas';
import { usedAdCardSchema, usedAdPhotoSchema } from './used-list';
import { usedPriceVsEstimateSchema, usedValuationSchema } from './used-valuation';

export const usedAdQuerySchema = z.object({ _locale: localeCodeSchema.default('en') });

/**
 * GET used-market/ads/:id — one ad's page (docs/domain.md#used-marketplace). Active, sold and expired ads answer
 * (status says which; a sold or expired ad lists similar ACTIVE ads); removed or held ads answer 404, as does an
 * unknown id. The seller's mobile and email are never in it (POST used-market/ads/:id/contact reveals the number).
 * 200 UsedAdDetail; 400 for a bad id; 404 "No such ad".
 */
export const usedAdDetailSchema = usedAdCardSchema.extend({
  photos: z.array(usedAdPhotoSchema),
  colour: z.string(),
  rto: z.string(),
  insuranceType: adInsuranceTypeSchema,
  description: z.string(),
  /** The seller's first name only ("Ramesh"), never the number. */
  sellerFirstName: z.string(),
  views: z.number().int(),
  /** When an active ad stops being listed unless renewed; when a sold one was marked sold is in soldAt. */
  expiresAt: z.string(),
  soldAt: z.string().nullable(),
  /** The catalogue model the seller picked (key specs, today's new price minPrice/maxPrice), or null. */
  catalogueModel: modelSummarySchema.nullable(),
  /** The catalogue model's page, e.g. /tractors/mahindra/575-di; null without a catalogue model. */
  catalogueModelPath: z.string().nullable(),
  /** Today's estimate of this vehicle (the valuation of its model, year, km and owner); null without a catalogue model or price. */
  estimate: usedValuationSchema.nullable(),
  priceVsEstimate: usedPriceVsEstimateSchema.nullable(),
  /** Up to USED_SIMILAR_ADS active ads of the same model, else brand, else vertical; nearest price first. */
  similar: z.array(usedAdCardSchema),
});
export type UsedAdDetail = z.infer<typeof usedAdDetailSchema>;

/**
 * POST used-market/ads/:id/view — counts one view of an ad page (the page calls it once in the browser; a server
 * render does not count). Body: none. 204; 404 for an ad that is not public.
 */
export const USED_AD_VIEW_CALL = 'used-market/ads/:id/view';
