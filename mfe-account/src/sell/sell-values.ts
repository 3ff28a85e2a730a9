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

/** The ad as the API takes it, from values that passed every step's checks. */
export function toAdInput(values: SellValues): UsedVehicleAdInput {
  return {
    ...values,
    year: Number(values.year),
    kmsDriven: Number(values.kmsDriven),
    price: Number(values.price),
  };
}
