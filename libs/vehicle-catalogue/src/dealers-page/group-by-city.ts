import type { Dealer } from '@cvb/contracts';

export interface CityDealers {
  citySlug: string;
  city: string;
  dealers: Dealer[];
}

/** Dealers grouped by city, cities in the order they first appear (the API sorts by city name). */
export function groupByCity(dealers: readonly Dealer[]): CityDealers[] {
  const groups = new Map<string, CityDealers>();
  for (const dealer of dealers) {
    const group = groups.get(dealer.citySlug);
    if (group) group.dealers.push(dealer);
    else groups.set(dealer.citySlug, { citySlug: dealer.citySlug, city: dealer.city, dealers: [dealer] });
  }
  return [...groups.values()];
}
