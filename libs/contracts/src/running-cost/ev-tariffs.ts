/**
 * Commercial EV-charging tariffs of the state electricity regulators (₹ per kWh, energy charge of the public
 * and captive charging category, 2024–25 tariff orders, rounded to the rupee's tenth). A state without an order
 * of its own uses the national figure.
 */
export const EV_TARIFF_PER_KWH: Readonly<Record<string, number>> = {
  Delhi: 4.5,
  Maharashtra: 7.3,
  Karnataka: 5.9,
  'Tamil Nadu': 8,
  Telangana: 6,
  'Andhra Pradesh': 6.7,
  'West Bengal': 7.1,
  Gujarat: 4.1,
  Rajasthan: 6,
  'Uttar Pradesh': 7.7,
  Bihar: 7,
  'Madhya Pradesh': 6.9,
  Chandigarh: 4.7,
  Punjab: 5.4,
  Haryana: 6.5,
  Kerala: 5,
  Odisha: 4.2,
  Assam: 6.8,
  Jharkhand: 6.3,
  Chhattisgarh: 5.9,
  Uttarakhand: 5.5,
  'Jammu and Kashmir': 4.5,
  Goa: 3.9,
  'Himachal Pradesh': 5,
};

/** The tariff of a state without an order of its own: the Ministry of Power's guideline ceiling. */
export const NATIONAL_EV_TARIFF_PER_KWH = 6.5;

export function evTariffOf(state: string): { perKwh: number; state: string | null } {
  const perKwh = EV_TARIFF_PER_KWH[state];
  return perKwh === undefined ? { perKwh: NATIONAL_EV_TARIFF_PER_KWH, state: null } : { perKwh, state };
}
