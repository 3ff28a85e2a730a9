/** Base pump prices (₹ per litre) in 12 big cities, after the March 2024 cut. */
export const fuelCities = [
  { city: 'Delhi', citySlug: 'delhi', state: 'Delhi', petrol: 94.72, diesel: 87.62 },
  { city: 'Mumbai', citySlug: 'mumbai', state: 'Maharashtra', petrol: 104.21, diesel: 92.15 },
  { city: 'Kolkata', citySlug: 'kolkata', state: 'West Bengal', petrol: 103.94, diesel: 90.76 },
  { city: 'Chennai', citySlug: 'chennai', state: 'Tamil Nadu', petrol: 100.75, diesel: 92.34 },
  { city: 'Bengaluru', citySlug: 'bengaluru', state: 'Karnataka', petrol: 102.92, diesel: 89.02 },
  { city: 'Hyderabad', citySlug: 'hyderabad', state: 'Telangana', petrol: 107.46, diesel: 95.7 },
  { city: 'Jaipur', citySlug: 'jaipur', state: 'Rajasthan', petrol: 104.72, diesel: 90.21 },
  { city: 'Lucknow', citySlug: 'lucknow', state: 'Uttar Pradesh', petrol: 94.69, diesel: 87.8 },
  { city: 'Patna', citySlug: 'patna', state: 'Bihar', petrol: 105.58, diesel: 93.8 },
  { city: 'Chandigarh', citySlug: 'chandigarh', state: 'Chandigarh', petrol: 94.3, diesel: 82.45 },
  { city: 'Ahmedabad', citySlug: 'ahmedabad', state: 'Gujarat', petrol: 94.49, diesel: 90.17 },
  { city: 'Pune', citySlug: 'pune', state: 'Maharashtra', petrol: 104.04, diesel: 90.57 },
] as const;

export const FUEL_HISTORY_DAYS = 14;

export interface FuelPriceSeed {
  state: string;
  city: string;
  citySlug: string;
  date: string;
  petrol: number;
  diesel: number;
}

/** FNV-1a hash: a stable number from a string, so the same city and day always get the same price. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic drift within ±0.40 ₹ of the base price (city VAT and dealer margins move a few paise a day). */
function drift(key: string): number {
  return ((stableHash(key) % 81) - 40) / 100;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function shiftDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The last FUEL_HISTORY_DAYS days of prices ending on `endDate` (YYYY-MM-DD) for every city. */
export function fuelPriceSeeds(endDate: string): FuelPriceSeed[] {
  const rows: FuelPriceSeed[] = [];
  for (let offset = FUEL_HISTORY_DAYS - 1; offset >= 0; offset -= 1) {
    const date = shiftDays(endDate, -offset);
    for (const { city, citySlug, state, petrol, diesel } of fuelCities) {
      rows.push({
        state,
        city,
        citySlug,
        date,
        petrol: round2(petrol + drift(`${citySlug}:${date}:petrol`)),
        diesel: round2(diesel + drift(`${citySlug}:${date}:diesel`)),
      });
    }
  }
  return rows;
}
