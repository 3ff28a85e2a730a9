import { eq } from 'drizzle-orm';
import { brands, vehicleModels } from '../src/db/schema';
import { MODEL_ART_VIEWS, renderModelArt, type ArtModel } from '../src/vehicle-drawings/model-art';
import { testDatabases, useTestApi } from './databases';

const aceGold: ArtModel = {
  vertical: 'truck',
  brandSlug: 'tata-motors',
  slug: 'ace-gold',
  name: 'Tata Ace Gold',
  bodyType: 'mini',
  fuelType: 'diesel',
  wheels: 4,
};

/** The drawing after the stylesheet, without the title. */
const drawingOf = (svg: string) => svg.slice(svg.indexOf('</style>'), svg.lastIndexOf('</svg>'));

describe('renderModelArt', () => {
  it('draws a titled 640×400 picture with no text inside it (the page names the vehicle beside it)', () => {
    const svg = renderModelArt(aceGold, 'side');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="400" viewBox="0 0 640 400" role="img">/,
    );
    expect(svg).toContain('<title>Tata Ace Gold, side view</title>');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<\/svg>$/);
  });

  it('draws each body type differently', () => {
    const bodies: Pick<ArtModel, 'vertical' | 'bodyType' | 'wheels'>[] = [
      { vertical: 'truck', bodyType: 'mini', wheels: 4 },
      { vertical: 'truck', bodyType: 'pickup', wheels: 4 },
      { vertical: 'truck', bodyType: 'cargo', wheels: 6 },
      { vertical: 'truck', bodyType: 'dumper', wheels: 10 },
      { vertical: 'truck', bodyType: 'trailer', wheels: 18 },
      { vertical: 'truck', bodyType: 'electric', wheels: 4 },
      { vertical: 'bus', bodyType: 'school', wheels: null },
      { vertical: 'bus', bodyType: 'van', wheels: null },
      { vertical: 'three-wheeler', bodyType: 'passenger', wheels: null },
      { vertical: 'three-wheeler', bodyType: 'cargo', wheels: null },
      { vertical: 'tractor', bodyType: '2wd', wheels: null },
      { vertical: 'infra', bodyType: 'backhoe-loader', wheels: null },
      { vertical: 'infra', bodyType: 'excavator', wheels: null },
    ];
    const drawings = bodies.map((body) =>
      drawingOf(renderModelArt({ ...aceGold, ...body, fuelType: 'diesel' }, 'side')),
    );
    expect(new Set(drawings).size).toBe(bodies.length);
  });

  it('draws one wheel per axle on the side: more axles for more tyres', () => {
    const tyresOnSide = (wheels: number) =>
      (renderModelArt({ ...aceGold, bodyType: 'cargo', wheels }, 'side').match(/fill="#262a30"/g) ?? [])
        .length;
    expect(tyresOnSide(6)).toBe(2);
    expect(tyresOnSide(10)).toBe(3);
    expect(tyresOnSide(12)).toBe(4);
  });

  it('marks electric models with the lightning badge only', () => {
    expect(renderModelArt({ ...aceGold, fuelType: 'electric' }, 'angle')).toContain('fill="#1f9d55"');
    expect(renderModelArt(aceGold, 'angle')).not.toContain('fill="#1f9d55"');
  });

  it('paints the cab in the brand colour of the logo', () => {
    expect(renderModelArt(aceGold, 'front')).toContain('fill="hsl(');
    expect(drawingOf(renderModelArt(aceGold, 'front'))).not.toBe(
      drawingOf(renderModelArt({ ...aceGold, brandSlug: 'eicher' }, 'front')),
    );
  });

  it('escapes the name', () => {
    expect(renderModelArt({ ...aceGold, name: 'A <b> & "c"' }, 'cabin')).toContain(
      'A &lt;b&gt; &amp; &quot;c&quot;',
    );
  });
});

describe.each(testDatabases)('GET /api/media/models/:brandSlug/:modelSlug/:view.svg on %s', (kind) => {
  const api = useTestApi(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  it('answers a cacheable SVG for every view, a different picture per view', async () => {
    const bodies = new Set<string>();
    for (const view of MODEL_ART_VIEWS) {
      const response = await get(`/api/media/models/tata-motors/ace-gold/${view}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toContain('<title>Tata Ace Gold, ');
      bodies.add(drawingOf(response.body));
    }
    expect(bodies.size).toBe(MODEL_ART_VIEWS.length);
  });

  it('gives the same bytes and ETag every time, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/media/models/tata-motors/prima-4625-s/angle.svg');
    const second = await get('/api/media/models/tata-motors/prima-4625-s/angle.svg');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/api/media/models/tata-motors/prima-4625-s/angle.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('draws a model of every vertical of the catalogue, each vertical differently', async () => {
    const firstOfEachVertical = await api.database.db
      .selectDistinctOn([vehicleModels.vertical], { brandSlug: brands.slug, slug: vehicleModels.slug })
      .from(vehicleModels)
      .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
      .orderBy(vehicleModels.vertical, vehicleModels.id);
    expect(firstOfEachVertical).toHaveLength(5);
    const drawings = new Set<string>();
    for (const model of firstOfEachVertical) {
      const response = await get(`/api/media/models/${model.brandSlug}/${model.slug}/side.svg`);
      expect(response.statusCode).toBe(200);
      drawings.add(drawingOf(response.body).replace(/hsl\([^)]*\)/g, 'brand'));
    }
    expect(drawings.size).toBe(5);
  });

  it('answers 404 for an unknown model and 400 naming the field for a bad view or slug', async () => {
    const unknown = await get('/api/media/models/tata-motors/no-such-model/angle.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('tata-motors/no-such-model');
    const badView = await get('/api/media/models/tata-motors/ace-gold/top.svg');
    expect(badView.statusCode).toBe(400);
    expect(badView.json().message).toMatch(/^view: /);
    const badSlug = await get('/api/media/models/Tata_Motors/ace-gold/angle.svg');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toMatch(/^brandSlug: /);
  });

  it('keeps a stored photo over the generated picture', async () => {
    await api.database.db
      .update(vehicleModels)
      .set({ angleImage: '/uploads/ace-gold.webp', gallery: ['/uploads/ace-gold.webp'] })
      .where(eq(vehicleModels.slug, 'ace-gold'));
    const response = await get('/api/trucks/model-detail?brandSlug=tata-motors&modelSlug=ace-gold');
    expect(response.json().model).toMatchObject({
      angleImage: '/uploads/ace-gold.webp',
      gallery: ['/uploads/ace-gold.webp'],
    });
  });
});
