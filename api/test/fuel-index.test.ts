import {
  fuelCityResponseSchema,
  fuelDayWiseResponseSchema,
  fuelIndexResponseSchema,
  fuelPlaceResponseSchema,
  fuelStateResponseSchema,
} from '@cvb/contracts';
import { indiaToday } from '../src/time/india-today';
import { testDatabases, useTestApi } from './databases';

function daysBefore(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

// Opening and seeding a database takes long on a busy 2-core machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('v4 fuel calls on %s', (kind) => {
  const api = useTestApi(kind);
  const today = indiaToday();
  const get = (url: string) => api.app.inject({ method: 'GET', url: `/api/v4/${url}` });

  async function fuelIndex(query = '', path = 'fuel-data-for-index-page') {
    const response = await get(`${path}${query}`);
    expect(response.statusCode).toBe(200);
    return fuelIndexResponseSchema.parse(response.json());
  }

  it("answers today's prices of every state and union territory and at least 150 cities", async () => {
    const index = await fuelIndex();
    expect(index.date).toBe(today);
    expect(index.items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(index.items.map((item) => item.state)).size).toBe(36);
    const delhi = index.items.find((item) => item.citySlug === 'delhi');
    expect(delhi).toMatchObject({
      city: 'Delhi',
      state: 'Delhi',
      stateSlug: 'delhi',
      petrol: 94.72,
      diesel: 87.62,
    });
    expect(delhi?.cng).toBeCloseTo(76.09, 2);
    const mumbai = index.items.find((item) => item.citySlug === 'mumbai');
    expect(mumbai).toMatchObject({ petrol: 104.21, diesel: 92.15 });
    // VAT differs between states: Hyderabad pays far more than Delhi.
    expect(index.items.find((item) => item.citySlug === 'hyderabad')?.petrol).toBeGreaterThan(107);
    expect(await fuelIndex('', 'fuel-data-for-all-cities')).toEqual(index);
  });

  it("reports each city's change against the day before", async () => {
    for (const back of [3, 40, 120]) {
      const current = await fuelIndex(`?date=${daysBefore(today, back)}`);
      const previous = await fuelIndex(`?date=${daysBefore(today, back + 1)}`);
      for (const item of current.items) {
        const before = previous.items.find((candidate) => candidate.citySlug === item.citySlug);
        expect(item.petrolChange).toBeCloseTo(item.petrol - (before?.petrol ?? 0), 2);
        expect(item.dieselChange).toBeCloseTo(item.diesel - (before?.diesel ?? 0), 2);
      }
    }
  });

  it('answers today for a future date and 404 before the first stored day', async () => {
    expect((await fuelIndex('?date=2999-12-31')).date).toBe(today);
    const response = await get('fuel-data-for-index-page?date=2001-01-01');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No fuel prices on or before 2001-01-01');
  });

  it.each(['2024-13-45', '2024-02-30', 'yesterday'])('rejects date=%s naming the field', async (date) => {
    const response = await get(`fuel-data-for-index-page?date=${date}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^date: date must be/);
  });

  it('lists the cities of a state, and one city', async () => {
    const state = fuelStateResponseSchema.parse(
      (await get('fuel-price-state-wise?state=maharashtra')).json(),
    );
    expect(state.state).toBe('Maharashtra');
    expect(state.cities.map((city) => city.city)).toEqual(
      expect.arrayContaining(['Mumbai', 'Pune', 'Nagpur']),
    );
    const city = fuelCityResponseSchema.parse(
      (await get('fuel-price-city-wise?state=maharashtra&city=mumbai')).json(),
    );
    expect(city.city).toMatchObject({ city: 'Mumbai', petrol: 104.21 });
    expect((await get('fuel-price-city-wise?state=gujarat&city=mumbai')).statusCode).toBe(404);
    expect((await get('fuel-price-state-wise?state=atlantis')).statusCode).toBe(404);
    const bad = await get('fuel-price-state-wise?state=Not%20A%20Slug!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^state: /);
  });

  it('answers day-wise prices for 30 to 365 days, newest first, changes adding up', async () => {
    for (const fuel of ['petrol', 'diesel', 'cng']) {
      const response = await get(`${fuel}-price-day-wise?city=pune&days=90`);
      expect(response.statusCode).toBe(200);
      const series = fuelDayWiseResponseSchema.parse(response.json());
      expect(series.days).toHaveLength(90);
      expect(series.days[0].date).toBe(today);
      for (let i = 0; i < series.days.length - 1; i += 1) {
        expect(series.days[i].change).toBeCloseTo(series.days[i].price - series.days[i + 1].price, 2);
      }
    }
    const year = fuelDayWiseResponseSchema.parse(
      (await get('diesel-price-day-wise?state=delhi&days=365')).json(),
    );
    expect(year.days).toHaveLength(365);
    expect(year.days[0].price).toBe(87.62);
    expect((await get('petrol-price-day-wise?days=30')).json().message).toBe(
      'city: state or city is required',
    );
    expect((await get('petrol-price-day-wise?city=pune&days=400')).json().message).toBe(
      'days: must be 1 to 365',
    );
  });

  it('resolves fuel page slugs: a state first, then a city, 404 otherwise', async () => {
    const delhi = fuelPlaceResponseSchema.parse((await get('fuel-place/petrol-price-in-delhi')).json());
    expect(delhi).toMatchObject({ fuel: 'petrol', kind: 'state', state: 'Delhi' });
    const mumbai = fuelPlaceResponseSchema.parse((await get('fuel-place/diesel-price-in-mumbai')).json());
    expect(mumbai).toMatchObject({ fuel: 'diesel', kind: 'city', city: 'Mumbai', stateSlug: 'maharashtra' });
    expect((await get('fuel-place/cng-price-in-atlantis')).statusCode).toBe(404);
    expect((await get('fuel-place/kerosene-price-in-delhi')).statusCode).toBe(404);
  });
});
