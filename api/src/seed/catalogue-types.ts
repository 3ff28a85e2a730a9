/** One vehicle model as written in the seed files: prices in lakh rupees, as the trade quotes them. */
export interface ModelSeed {
  slug: string;
  name: string;
  bodyType: string;
  fuelType: 'diesel' | 'petrol' | 'cng' | 'electric' | 'lpg';
  minLakh: number;
  maxLakh: number;
  status?: 'on-sale' | 'upcoming' | 'discontinued';
}

export interface BrandSeed {
  slug: string;
  name: string;
  popularity: number;
  description: string;
  models: ModelSeed[];
}

export const LAKH = 100_000;
