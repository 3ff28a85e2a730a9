import type { BrandSeed, ModelSeed } from '../catalogue-types';

/** Key specs of a bus or three-wheeler model, as its maker publishes them (rounded). */
export interface VehicleSpecSeed {
  /** Seats (driver excluded); null for goods vehicles. */
  seats: number | null;
  payloadKg: number | null;
  gvwKg: number | null;
  /** null for electric models. */
  engineCc: number | null;
  powerHp: number;
  torqueNm: number;
  wheels: number;
  batteryKwh: number | null;
  rangeKm: number | null;
  chargingHours: number | null;
}

/** A model beyond the brand files' launch catalogue, with its specs. */
export interface ExtraModelSeed extends ModelSeed {
  brandSlug: string;
  specs: VehicleSpecSeed;
  expectedLaunch?: string;
}

/** Everything the seed adds for one non-truck vertical. */
export interface VerticalSeedData {
  /** Brands the brand file lacks (models come from `models`). */
  extraBrands: BrandSeed[];
  models: ExtraModelSeed[];
  /** Specs of the brand file's own models, by `brand/model`. */
  specs: Record<string, VehicleSpecSeed>;
}
