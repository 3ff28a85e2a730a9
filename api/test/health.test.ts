import { healthResponseSchema } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('GET /api/health on %s', (kind) => {
  const api = useTestApi(kind);

  it('answers ok and names the database kind', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: kind });
  });
});
