import { dealerListSchema, type DeskDealer } from '@cvb/contracts';
import { sessionWithRole } from './admin-helpers';
import { useAccountsApi } from './accounts-helpers';
import { brandId, desk } from './catalogue-desk-helpers';
import { testDatabases } from './databases';

describe.each(testDatabases)('catalogue desk: dealers and service centres on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  let eicher: number;

  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    eicher = await brandId(api, 'truck', 'eicher');
  });

  const publicDealers = async (query: string) =>
    dealerListSchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/trucks/dealers?${query}` })).json(),
    );

  const showroom = {
    name: 'Sai Eicher Trucks',
    services: 'both',
    address: 'Plot 14, MIDC Bhosari',
    city: 'Pune',
    pincode: '411026',
    phone: '020 2712 4455',
    hours: 'Mon–Sat 9:30–18:30',
  } as const;

  it('creates a dealer in a city of the site, edits it with a version, and closes it', async () => {
    const refused = await desk(api, editor, 'POST', 'dealers', {
      ...showroom,
      brandId: eicher,
      city: 'Atlantis',
    });
    expect(refused.json()).toMatchObject({ field: 'city', message: 'city: is not a city of the site' });
    const badPin = await desk(api, editor, 'POST', 'dealers', {
      ...showroom,
      brandId: eicher,
      pincode: '0110',
    });
    expect(badPin.json()).toMatchObject({ field: 'pincode' });

    const created = await desk(api, editor, 'POST', 'dealers', { ...showroom, brandId: eicher });
    expect(created.statusCode).toBe(201);
    let dealer = created.json() as DeskDealer;
    expect(dealer).toMatchObject({
      vertical: 'truck',
      city: 'Pune',
      state: 'Maharashtra',
      services: 'both',
      version: 1,
    });
    const listed = await publicDealers('brandSlug=eicher&citySlug=pune');
    expect(listed.items.map((item) => item.name)).toContain('Sai Eicher Trucks');

    const edit = {
      ...showroom,
      brandId: eicher,
      version: 1,
      services: 'service' as const,
      hours: 'Mon–Sun 8:00–20:00',
    };
    dealer = (await desk(api, editor, 'PUT', `dealers/${dealer.id}`, edit)).json();
    expect(dealer).toMatchObject({ services: 'service', hours: 'Mon–Sun 8:00–20:00', version: 2 });
    const centres = await publicDealers('brandSlug=eicher&citySlug=pune&kind=service-centre');
    expect(centres.items.map((item) => item.name)).toContain('Sai Eicher Trucks');
    const stale = await desk(api, editor, 'PUT', `dealers/${dealer.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);

    dealer = (await desk(api, editor, 'POST', `dealers/${dealer.id}/close`, { version: 2 })).json();
    expect(dealer.closedAt).not.toBeNull();
    const after = await publicDealers('brandSlug=eicher&citySlug=pune');
    expect(after.items.map((item) => item.name)).not.toContain('Sai Eicher Trucks');
    const open = (await desk(api, editor, 'GET', 'dealers?q=Sai%20Eicher')).json();
    expect(open.dealers).toHaveLength(0);
    const withClosed = (await desk(api, editor, 'GET', 'dealers?q=Sai%20Eicher&includeClosed=true')).json();
    expect(withClosed.dealers.map((item: DeskDealer) => item.id)).toEqual([dealer.id]);
  });
});
