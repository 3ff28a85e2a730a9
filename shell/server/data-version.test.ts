/** @jest-environment node */
import { createDataVersionSource } from './data-version';
import { startStandInApi, type StandInApi } from './testing/stand-in-api';

let api: StandInApi;
const data: { pages: Record<string, never>; dataVersion?: string } = { pages: {}, dataVersion: 'boot.0.0' };

beforeAll(async () => {
  api = await startStandInApi(data);
});
afterAll(() => api.close());

describe("the API's data version as the web server reads it", () => {
  it('asks the API at most once per period however many pages ask, and sees a change after it', async () => {
    let clock = 0;
    let asked = 0;
    const counting: typeof fetch = (input, init) => {
      asked += 1;
      return fetch(input, init);
    };
    const versionOf = createDataVersionSource({ apiBase: api.url, fetch: counting, now: () => clock });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => versionOf()));
    expect(new Set(crowd)).toEqual(new Set(['boot.0.0']));
    data.dataVersion = 'boot.1.0';
    clock = 999;
    expect(await versionOf()).toBe('boot.0.0');
    expect(asked).toBe(1);
    clock = 1_000;
    expect(await versionOf()).toBe('boot.1.0');
    expect(asked).toBe(2);
  });

  it('is null when the API does not say (nothing is kept then)', async () => {
    data.dataVersion = undefined;
    expect(await createDataVersionSource({ apiBase: api.url })()).toBeNull();
    expect(await createDataVersionSource({ apiBase: 'http://127.0.0.1:9' })()).toBeNull();
  });
});
