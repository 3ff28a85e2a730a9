import { indianStateByName, usedSlugWords } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vehicleModels } from '../db/schema';

export interface MarketColumnsInput {
  brand: string;
  model: string;
  city: string;
  state: string;
  brandSlug?: string | null;
  modelSlug?: string | null;
  modelId: number | null;
}

export interface MarketColumns {
  brandSlug: string | null;
  modelSlug: string | null;
  stateSlug: string | null;
  citySlug: string | null;
  fuel: string | null;
}

/**
 * What the marketplace filters an ad on (docs/domain.md#used-marketplace): the catalogue slugs the seller picked (else
 * the typed name's words), the state's slug when it is an Indian state, the city's words, the catalogue model's fuel.
 */
export async function marketColumnsOf(db: Db, ad: MarketColumnsInput): Promise<MarketColumns> {
  let fuel: string | null = null;
  if (ad.modelId !== null) {
    const [model] = await db
      .select({ fuel: vehicleModels.fuelType })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, ad.modelId));
    fuel = model?.fuel ?? null;
  }
  return {
    brandSlug: ad.brandSlug || usedSlugWords(ad.brand) || null,
    modelSlug: ad.modelSlug || usedSlugWords(ad.model) || null,
    stateSlug: indianStateByName(ad.state)?.slug ?? null,
    citySlug: usedSlugWords(ad.city) || null,
    fuel,
  };
}
