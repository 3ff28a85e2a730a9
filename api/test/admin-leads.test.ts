import { leadDetailSchema, leadListResponseSchema } from '@cvb/contracts';
import { parse } from 'csv-parse/sync';
import { leadDeliveries, leads } from '../src/db/schema-leads';
import { call, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

type NewLead = typeof leads.$inferInsert;

const LEADS: NewLead[] = [
  {
    kind: 'quote',
    source: '/trucks/tata-motors/ace-gold',
    name: 'Ramesh Yadav',
    mobile: '9811122233',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    vertical: 'truck',
    brandSlug: 'tata-motors',
    modelSlug: 'ace-gold',
    createdAt: new Date('2025-05-10T09:00:00+05:30'),
  },
  {
    kind: 'test-drive',
    source: '/buses/ashok-leyland/viking',
    name: 'Priya Nair',
    mobile: '9822233344',
    email: 'priya@example.in',
    city: 'Kochi',
    state: 'Kerala',
    vertical: 'bus',
    brandSlug: 'ashok-leyland',
    modelSlug: 'viking',
    createdAt: new Date('2025-05-20T23:30:00+05:30'),
  },
  {
    kind: 'import',
    source: 'import',
    name: '=HYPERLINK("http://evil")',
    mobile: '9833344455',
    city: 'Lucknow',
    vertical: 'truck',
    brandSlug: 'mahindra',
    createdAt: new Date('2025-05-21T00:30:00+05:30'),
  },
];

describe.each(testDatabases)('admin leads on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  const ids: number[] = [];
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
    const inserted = await api.database.db.insert(leads).values(LEADS).returning({ id: leads.id });
    ids.push(...inserted.map((row) => row.id));
    await api.database.db
      .insert(leadDeliveries)
      .values({ leadId: ids[0], target: 'crm', status: 'delivered' });
  });

  async function list(query: string) {
    const response = await call(api, 'GET', `/api/admin/leads${query}`, undefined, { session: editor });
    expect(response.statusCode).toBe(200);
    return leadListResponseSchema.parse(response.json());
  }

  it('refuses visitors (401) and plain users (403) on the list, a lead and the export', async () => {
    for (const url of ['/api/admin/leads', `/api/admin/leads/${ids[0]}`, '/api/admin/leads/export']) {
      await expectEditorsOnly(api, (session) => call(api, 'GET', url, undefined, { session }));
    }
  });

  it('lists leads newest first and filters by vertical, brand, city, source and IST days', async () => {
    const everything = await list('');
    expect(everything.items.map((lead) => lead.mobile)).toEqual(['9833344455', '9822233344', '9811122233']);
    expect((await list('?vertical=bus')).items.map((lead) => lead.name)).toEqual(['Priya Nair']);
    expect((await list('?brand=tata')).items.map((lead) => lead.name)).toEqual(['Ramesh Yadav']);
    expect((await list('?city=lucknow')).total).toBe(2);
    expect((await list('?source=import')).items.map((lead) => lead.mobile)).toEqual(['9833344455']);
    expect((await list('?source=viking')).items.map((lead) => lead.name)).toEqual(['Priya Nair']);
    // 23:30 IST on the 20th is on the 20th; 00:30 IST on the 21st is not.
    expect((await list('?from=2025-05-20&to=2025-05-20')).items.map((lead) => lead.name)).toEqual([
      'Priya Nair',
    ]);
    expect((await list('?from=2025-05-11')).total).toBe(2);
    expect((await list('?_limit=1&_start=1')).items.map((lead) => lead.name)).toEqual(['Priya Nair']);
  });

  it('answers 400 naming the field for a bad date or vertical', async () => {
    const badDate = await call(api, 'GET', '/api/admin/leads?from=2025-02-30', undefined, {
      session: editor,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/^from/);
    const badVertical = await call(api, 'GET', '/api/admin/leads/export?vertical=car', undefined, {
      session: editor,
    });
    expect(badVertical.statusCode).toBe(400);
    expect(badVertical.json().message).toMatch(/^vertical/);
  });

  it('shows one lead with its deliveries, and 404 for an unknown id', async () => {
    const response = await call(api, 'GET', `/api/admin/leads/${ids[0]}`, undefined, { session: editor });
    expect(response.statusCode).toBe(200);
    const lead = leadDetailSchema.parse(response.json());
    expect(lead).toMatchObject({ name: 'Ramesh Yadav', modelSlug: 'ace-gold', kind: 'quote' });
    expect(lead.deliveries).toEqual([expect.objectContaining({ target: 'crm', status: 'delivered' })]);
    const missing = await call(api, 'GET', '/api/admin/leads/999999', undefined, { session: editor });
    expect(missing.statusCode).toBe(404);
  });

  it('exports the filtered leads as CSV with a header, and defuses spreadsheet formulas', async () => {
    const response = await call(api, 'GET', '/api/admin/leads/export?city=Lucknow', undefined, {
      session: editor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cvb-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      name: 'Ramesh Yadav',
      mobile: '9811122233',
      city: 'Lucknow',
      vertical: 'truck',
      brand: 'tata-motors',
      model: 'ace-gold',
      kind: 'quote',
      email: '',
    });
    expect(records[0].name).toBe(`'=HYPERLINK("http://evil")`);
  });
});
