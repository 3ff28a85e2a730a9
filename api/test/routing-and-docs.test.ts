import { errorResponseSchema } from '@cvb/contracts';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('unknown routes and API docs on %s', (kind) => {
  const api = useTestApi(kind);

  it('answers an unknown route with a JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json())).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/api/no-such-thing?x=1 not found',
    });
  });

  it('answers a wrong method with a JSON 404 too', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/truck-brands' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Not Found');
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/truck-brands',
      '/api/truck-brands/count',
      '/api/tyre-brands',
      '/api/newsarticles',
      '/api/v4/fuel-data-for-index-page',
      '/api/auth/me',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    const limit = document.paths['/api/truck-brands'].get.parameters.find(
      (p: { name: string }) => p.name === '_limit',
    );
    expect(limit.schema).toMatchObject({ maximum: 500, minimum: -1 });
  });

  it('serves the Swagger UI', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
