import { fuelIndexResponseSchema } from '@cvb/contracts';
import { indiaToday } from '../src/time/india-today';
import { testDatabases, useTestApi } from './databases';

const URL = '/api/v4/fuel-data-for-index-page';

function daysBefore(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

describe.each(testDatabases)(`GET ${URL} on %s`, (kind) => {
  const api = useTestApi(kind);
  const today = indiaToday();

  async function fuelIndex(query = '') {
    const response = await api.app.inject({ method: 'GET', url: `${URL}${query}` });
    expect(response.statusCode).toBe(200);
    return fuelIndexResponseSchema.parse(response.json());
  }

  it("answers today's prices for the twelve cities by default", async () => {
    const index = await fuelIndex();
    expect(index.date).toBe(today);
    expect(index.items).toHaveLength(12);
    const delhi = index.items.find((item) => item.citySlug === 'delhi');
    expect(delhi).toMatchObject({ city: 'Delhi', state: 'Delhi' });
    expect(delhi?.petrol).toBeGreaterThan(94);
    expect(delhi?.petrol).toBeLessThan(95.5);
    expect(index.items.find((item) => item.citySlug === 'pune')?.state).toBe('Maharashtra');
  });

  it('reports the change against the previous stored day', async () => {
    const current = await fuelIndex(`?date=${daysBefore(today, 3)}`);
    const previous = await fuelIndex(`?date=${daysBefore(today, 4)}`);
    for (const item of current.items) {
      const before = previous.items.find((candidate) => candidate.citySlug === item.citySlug);
      expect(before).toBeDefined();
      expect(item.petrolChange).toBeCloseTo(item.petrol - (before?.petrol ?? 0), 2);
      expect(item.dieselChange).toBeCloseTo(item.diesel - (before?.diesel ?? 0), 2);
    }
  });

  it('answers the latest stored day on or before the date asked for', async () => {
    expect((await fuelIndex('?date=2999-12-31')).date).toBe(today);
    const oldest = await fuelIndex(`?date=${daysBefore(today, 13)}`);
    expect(oldest.date).toBe(daysBefore(today, 13));
    expect(oldest.items.every((item) => item.petrolChange === 0 && item.dieselChange === 0)).toBe(true);
  });

  it('answers 404 with a message when nothing is stored that early', async () => {
    const response = await api.app.inject({ method: 'GET', url: `${URL}?date=2001-01-01` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No fuel prices on or before 2001-01-01',
    });
  });

  it.each(['2024-13-45', '2024-02-30', 'yesterday'])('rejects date=%s naming the field', async (date) => {
    const response = await api.app.inject({ method: 'GET', url: `${URL}?date=${date}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^date: date must be/);
  });
});
