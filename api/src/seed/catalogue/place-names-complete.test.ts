import { cityName, INDIAN_STATES, placeName, stateName } from '@cvb/contracts';
import { fuelCitySeeds } from '../fuel/fuel-cities';
import { citySeeds } from './cities';

const LOCALES = ['hi', 'mr', 'pa', 'ta', 'te'] as const;

describe('every seeded place has its name in the five Indian languages', () => {
  it('the 60 cities of the site and their states', () => {
    const missing = citySeeds.flatMap((city) =>
      LOCALES.filter(
        (locale) => cityName(city.name, locale) === city.name || stateName(city.state, locale) === city.state,
      ).map((locale) => `${city.name} (${locale})`),
    );
    expect(citySeeds).toHaveLength(60);
    expect(missing).toEqual([]);
  });

  it('every city and state of the fuel tables', () => {
    const english = new Set(INDIAN_STATES.map((state) => state.name));
    const missing = fuelCitySeeds().flatMap((row) =>
      LOCALES.filter((locale) => placeName(row.city, locale) === row.city || !english.has(row.state)).map(
        (locale) => `${row.city}, ${row.state} (${locale})`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
