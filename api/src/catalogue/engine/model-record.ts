import type { VariantSpecOverrides, vehicleModels } from '../../db/schema';

type ModelColumns = typeof vehicleModels.$inferSelect;
/** A model row with its brand, number of variants and the specs in which each variant differs from it. */
export interface ModelRecord extends ModelColumns {
  brandSlug: string;
  brandName: string;
  variantCount: number;
  /**
   * Each variant's spec overrides, in position order (a tractor's 4WD variant: `{ drive: '4wd' }`), so a filter
   * can match a model by what any of its variants offers.
   */
  variantSpecs: readonly VariantSpecOverrides[];
}
