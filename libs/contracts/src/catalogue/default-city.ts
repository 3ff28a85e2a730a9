/**
 * The city prices, dealers and the city picker use until a visitor chooses one: its slug and English name
 * (the API's default on-road city and the browser store's first city).
 */
export const DEFAULT_CITY: Readonly<{ slug: string; name: string }> = {
  slug: 'new-delhi',
  name: 'New Delhi',
};
