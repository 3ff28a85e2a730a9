import type { VehicleVertical } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels, vehicleVariants } from '../db/schema';
import { BadRequestError } from '../http/bad-request';

export interface AdVehicleChoice {
  vertical: VehicleVertical;
  brand: string;
  model: string;
  variant: string;
  brandSlug?: string;
  modelSlug?: string;
  variantSlug?: string;
}

/** The ad's vehicle as stored: names as shown, with the catalogue ids of what was picked (null for "Other"). */
export interface AdVehicle {
  brand: string;
  model: string;
  variant: string;
  brandId: number | null;
  modelId: number | null;
  variantId: number | null;
}

/**
 * Checks the brand, model and variant the seller picked exist in the catalogue of the ad's vertical (a 400
 * naming the field otherwise) and takes their catalogue names. What was not picked ("Other") keeps the
 * seller's text.
 */
export async function resolveAdVehicle(db: Db, choice: AdVehicleChoice): Promise<AdVehicle> {
  const vehicle: AdVehicle = {
    brand: choice.brand,
    model: choice.model,
    variant: choice.variant,
    brandId: null,
    modelId: null,
    variantId: null,
  };
  if (!choice.brandSlug) {
    if (choice.modelSlug || choice.variantSlug) throw new BadRequestError('brandSlug: is required');
    return vehicle;
  }
  const [brand] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.vertical, choice.vertical), eq(brands.slug, choice.brandSlug)));
  if (!brand) throw new BadRequestError('brandSlug: is not a brand of this vehicle type in the catalogue');
  Object.assign(vehicle, { brand: brand.name, brandId: brand.id });
  if (!choice.modelSlug) {
    if (choice.variantSlug) throw new BadRequestError('modelSlug: is required');
    return vehicle;
  }
  const [model] = await db
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.brandId, brand.id), eq(vehicleModels.slug, choice.modelSlug)));
  if (!model) throw new BadRequestError('modelSlug: is not a model of this brand in the catalogue');
  Object.assign(vehicle, { model: model.name, modelId: model.id });
  if (!choice.variantSlug) return vehicle;
  const [variant] = await db
    .select({ id: vehicleVariants.id, name: vehicleVariants.name })
    .from(vehicleVariants)
    .where(and(eq(vehicleVariants.modelId, model.id), eq(vehicleVariants.slug, choice.variantSlug)));
  if (!variant) throw new BadRequestError('variantSlug: is not a variant of this model in the catalogue');
  return { ...vehicle, variant: variant.name, variantId: variant.id };
}
