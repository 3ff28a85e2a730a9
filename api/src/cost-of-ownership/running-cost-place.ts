import { evTariffOf, type RunningCostPlace, type VehicleVertical } from '@cvb/contracts';
import type { Db } from '../db/database';
import { priceCity } from '../catalogue/engine/on-road';
import { cityPricesOn } from '../fuel/fuel-index-query';
import { NotFoundError } from '../http/not-found';
import { indiaToday } from '../time/india-today';

/**
 * What a city brings to the running cost of a vertical: today's pump prices (the city's, else the first city of
 * its state that has them), the state's EV-charging tariff, and its road tax and insurance rules for the vertical.
 */
export async function runningCostPlace(
  db: Db,
  vertical: VehicleVertical,
  citySlug: string | undefined,
): Promise<RunningCostPlace> {
  const city = await priceCity(db, vertical, citySlug);
  const today = indiaToday();
  const own = await cityPricesOn(db, today, { citySlug: city.slug });
  const prices = own?.items[0] ? own : await cityPricesOn(db, today, { state: city.state });
  const fuel = prices?.items[0];
  if (!prices || !fuel) throw new NotFoundError(`No fuel prices for ${city.name} or ${city.state}`);
  return {
    city: { slug: city.slug, name: city.name, state: city.state },
    fuel: {
      date: prices.date,
      city: fuel.city,
      diesel: fuel.diesel,
      petrol: fuel.petrol,
      cng: fuel.cng,
      lpg: fuel.lpg,
    },
    electricity: evTariffOf(city.state),
    rules: {
      roadTaxPercent: city.rtoPercent,
      insurancePercent: city.insurancePercent,
      registrationCharges: city.otherCharges,
    },
  };
}
