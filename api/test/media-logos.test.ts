import { brandInitials } from '../src/vehicle-drawings/logo-svg';
import { testDatabases, useTestApi } from './databases';

describe('brandInitials', () => {
  it.each([
    ['Tata Motors', 'TM'],
    ['JCB', 'JCB'],
    ['BharatBenz', 'BB'],
    ['Eicher', 'E'],
    ['SML Isuzu', 'SI'],
  ])('%s → %s', (name, initials) => {
    expect(brandInitials(name)).toBe(initials);
  });
});

describe.each(testDatabases)('GET /api/media/logos/:slug.svg on %s', (kind) => {
  const api = useTestApi(kind);

  it('draws the brand initials as a cacheable SVG', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/media/logos/tata-motors.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).toContain('>TM</text>');
    expect(response.body).toContain('aria-label="Tata Motors"');
  });

  it('keeps the same colour for the same slug and serves tyre brands too', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/media/logos/mrf.svg' });
    const second = await api.app.inject({ method: 'GET', url: '/api/media/logos/mrf.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('>MRF</text>');
  });

  it('answers 404 for an unknown brand and 400 for a malformed slug', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: '/api/media/logos/no-such-brand.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('no-such-brand');
    const malformed = await api.app.inject({ method: 'GET', url: '/api/media/logos/Bad_Slug.svg' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^slug: /);
  });
});
