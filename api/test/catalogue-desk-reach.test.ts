import {
  dealerListSchema,
  headerSearchResponseSchema,
  sitemapResponseSchema,
  TRUCK_DEFINITION,
  type DeskBrand,
  type DeskDealer,
} from '@cvb/contracts';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { brands, cities, dealers } from '../src/db/schema';
import { sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { brandId, desk } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

/** What the desk changes reaches the public places at once: the sitemap, the dealer lists, the header search. */
describe.each(testDatabases)('catalogue desk: changes reach the site at once on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
  });

  const publicJson = async (url: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/${url}` })).json();
  const truckSitemap = async () =>
    sitemapResponseSchema.parse(await publicJson('general/sitemaps/trucks')).pages.map((page) => page.path);
  const searchLinks = async (query: string) =>
    headerSearchResponseSchema
      .parse(await publicJson(`general/search?searchQuery=${encodeURIComponent(query)}`))
      .data.searchResult.map((hit) => hit.link);

  it('takes a closed dealer out of the sitemap and the dealer list at once', async () => {
    // A truck brand and a city where that brand has no dealer yet: the new dealer alone puts the page in the sitemap.
    const eicher = await brandId(api, 'truck', 'eicher');
    const [city] = await api.database.db
      .select({ slug: cities.slug, name: cities.name })
      .from(cities)
      .where(
        notExists(
          api.database.db
            .select({ id: dealers.id })
            .from(dealers)
            .where(and(eq(dealers.brandId, eicher), eq(dealers.citySlug, cities.slug))),
        ),
      )
      .orderBy(asc(cities.id))
      .limit(1);
    expect(city).toBeDefined();
    const placePath = `${TRUCK_DEFINITION.dealersPath}/eicher/${city.slug}`;
    expect(await truckSitemap()).not.toContain(placePath);

    const created = await desk(api, editor, 'POST', 'dealers', {
      brandId: eicher,
      name: 'Shree Ganesh Eicher',
      services: 'sales',
      address: 'Ring Road, near the bus stand',
      city: city.name,
      pincode: '411001',
      phone: '020 2612 0000',
      hours: 'Mon–Sat 9:30–18:30',
    });
    expect(created.statusCode).toBe(201);
    const dealer = created.json() as DeskDealer;
    expect(await truckSitemap()).toContain(placePath);

    const closed = await desk(api, editor, 'POST', `dealers/${dealer.id}/close`, { version: dealer.version });
    expect(closed.statusCode).toBe(200);
    expect(await truckSitemap()).not.toContain(placePath);
    const listed = dealerListSchema.parse(
      await publicJson(`trucks/dealers?brandSlug=eicher&citySlug=${city.slug}`),
    );
    expect(listed.items.map((item) => item.name)).not.toContain('Shree Ganesh Eicher');
  });

  it('finds a renamed brand and its models under the new name and slug in the header search', async () => {
    const [ashok] = await api.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.vertical, 'truck'), eq(brands.slug, 'ashok-leyland')));
    const brand = (await desk(api, editor, 'GET', `brands/${ashok.id}`)).json() as DeskBrand;
    const before = await searchLinks('ashok leyland');
    expect(before).toContain('/trucks/ashok-leyland');

    const saved = await desk(api, editor, 'PUT', `brands/${brand.id}`, {
      version: brand.version,
      name: 'Hinduja Leyland',
      slug: 'hinduja-leyland',
      description: brand.description,
      logo: brand.logo,
    });
    expect(saved.statusCode).toBe(200);

    const renamed = await searchLinks('hinduja leyland');
    expect(renamed).toContain('/trucks/hinduja-leyland');
    const modelLinks = renamed.filter((link) => link.startsWith('/trucks/hinduja-leyland/'));
    expect(modelLinks.length).toBeGreaterThan(0);
    const everything = await searchLinks('leyland');
    expect(everything.some((link) => link.startsWith('/trucks/ashok-leyland'))).toBe(false);
  });
});
