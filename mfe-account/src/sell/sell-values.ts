import {
  AD_INSURANCE_TYPES,
  AD_OWNERS,
  VEHICLE_VERTICALS,
  type AdInsuranceType,
  type AdOwner,
  type UsedVehicleAdInput,
  type VehicleVertical,
} from '@cvb/contracts';

/** What the sell form holds: every input as typed (numbers parsed only when the ad is sent). */
export interface SellValues {
  vertical: VehicleVertical;
  /** The catalogue pick: a slug, OTHER_PICK (typed in brand/model/variant) or '' (nothing chosen yet). */
  brandSlug: string;
  modelSlug: string;
  variantSlug: string;
  brand: string;
  model: string;
  variant: string;
  year: string;
  colour: string;
  kmsDriven: string;
  owner: AdOwner;
  rto: string;
  city: string;
  state: string;
  insuranceType: AdInsuranceType;
  price: string;
  vehicleNumber: string;
  description: string;
  name: string;
  email: string;
  mobile: string;
}

export type SellField = keyof SellValues;

export const EMPTY_SELL_VALUES: SellValues = {
  vertical: VEHICLE_VERTICALS[0],
  brandSlug: '',
  modelSlug: '',
  variantSlug: '',
  brand: '',
  model: '',
  variant: '',
  year: '',
  colour: '',
  kmsDriven: '',
  owner: AD_OWNERS[0],
  rto: '',
  city: '',
  state: '',
  insuranceType: AD_INSURANCE_TYPES[0],
  price: '',
  vehicleNumber: '',
  description: '',
  name: '',
  email: '',
  mobile: '',
};

/** The value of a picker's "Other" option: the seller types the name instead. */
export const OTHER_PICK = 'other';

/** A slug the API should check against the catalogue, or undefined for "Other" and nothing chosen. */
const pickedSlug = (slug: string): string | undefined => (slug && slug !== OTHER_PICK ? slug : undefined);

/** The ad as the API takes it, from values that passed every step's checks. */
export function toAdInput(values: SellValues): UsedVehicleAdInput {
  return {
    ...values,
    brandSlug: pickedSlug(values.brandSlug),
    modelSlug: pickedSlug(values.modelSlug),
    variantSlug: pickedSlug(values.variantSlug),
    year: Number(values.year),
    kmsDriven: Number(values.kmsDriven),
    price: Number(values.price),
  };
}
