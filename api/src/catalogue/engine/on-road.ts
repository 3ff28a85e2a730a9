import { DEFAULT_CITY, type OnRoadBreakup, type VehicleVertical } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/not-found';
import { citySnapshot, type PriceCity } from './city-records';

/** A city with the on-road price rules of its state for the vertical (buses and three-wheelers are taxed differently). */
export async function priceCity(
  db: Db,
  vertical: VehicleVertical,
  citySlug: string = DEFAULT_CITY.slug,
): Promise<PriceCity> {
  const city = (await citySnapshot(db)).priceCities.get(vertical)?.get(citySlug);
  if (!city) throw new NotFoundError(`No city with slug ${citySlug}`);
  return city;
}

/** ex-showroom + RTO/road tax + insurance + other charges, each rounded to the rupee. */
export function onRoadBreakup(exShowroom: number, city: PriceCity): OnRoadBreakup {
  const rto = Math.round((exShowroom * city.rtoPercent) / 100);
  const insurance = Math.round((exShowroom * city.insurancePercent) / 100);
  const otherCharges = city.otherCharges;
  return { exShowroom, rto, insurance, otherCharges, onRoad: exShowroom + rto + insurance + otherCharges };
}
