/** A truck trip: what goes in. Amounts in rupees. */
export interface TripInput {
  distanceKm: number;
  loadTonnes: number;
  /** Litres (kg, kWh) per km of the truck. */
  energyPerKm: number;
  /** ₹ per litre (kg, kWh). */
  energyPrice: number;
  tolls: number;
  driverAllowance: number;
  loadingCharges: number;
  /** ₹ per tonne the shipper pays; null when not known. */
  freightRatePerTonne: number | null;
}

export interface TripCost {
  /** Litres (kg, kWh), to two decimals. */
  energyUsed: number;
  energyCost: number;
  total: number;
  costPerKm: number;
  /** Null for an empty trip. */
  costPerTonne: number | null;
  /** Freight earned, profit (negative: a loss) and the rate per tonne at which the trip pays for itself. */
  revenue: number | null;
  profit: number | null;
  breakEvenRatePerTonne: number | null;
}

const paise = (value: number) => Math.round(value * 100) / 100;

/** Fuel used and the cost of a trip, its cost per tonne, and with a freight rate the profit and break-even rate. */
export function tripCost(input: TripInput): TripCost {
  const energyUsed = paise(input.distanceKm * input.energyPerKm);
  const energyCost = Math.round(input.distanceKm * input.energyPerKm * input.energyPrice);
  const total = energyCost + Math.round(input.tolls + input.driverAllowance + input.loadingCharges);
  const loaded = input.loadTonnes > 0;
  const revenue =
    input.freightRatePerTonne === null ? null : Math.round(input.freightRatePerTonne * input.loadTonnes);
  return {
    energyUsed,
    energyCost,
    total,
    costPerKm: input.distanceKm > 0 ? paise(total / input.distanceKm) : 0,
    costPerTonne: loaded ? paise(total / input.loadTonnes) : null,
    revenue,
    profit: revenue === null ? null : revenue - total,
    breakEvenRatePerTonne: loaded ? paise(total / input.loadTonnes) : null,
  };
}
