import type { VehicleVertical } from '@cvb/contracts';

/** The vehicle a form is about; `name` is what the visitor reads ("Tata Ace Gold"). */
export interface LeadVehicle {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug?: string;
  variantSlug?: string;
  name: string;
}

/** The dealer a callback goes to. */
export interface LeadDealer {
  id: number;
  name: string;
}
