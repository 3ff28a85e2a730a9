import { mandiHistoryResponseSchema, priceImportReportSchema } from '@cvb/contracts';
import { call, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

const MANDI_CSV = [
  'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
  'Punjab,Ludhiana,Khanna,Wheat,Dara,FAQ,02/01/2024,2300,2400,2350',
  'Orissa,Bargarh,Attabira,Paddy(Dhan)(Common),Common,FAQ,02/01/2024,NR,-,2183',
  'Kerala,Ernakulam,Aluva,Banana - Green,Nendra Bannana,Large,02/01/2024,2800,3400,3100',
  'Punjab,Ludhiana,Khanna,Wheat,Dara,FAQ,31/02/2024,2300,2400,2350',
  'Punjab,Ludhiana,Khanna,Wheat,Dara,FAQ,2024-01-03,2300,2400,2350',
  'Punjab,Ludhiana,Khanna,Maize,Yellow,FAQ,03/01/2024,-50,2400,2100',
  'Punjab,Ludhiana,Khanna,Maize,Yellow,FAQ,03/01/2024,2000,2400,abc',
  'Punjab,Ludhiana,Khanna,Maize,Yellow,FAQ,03/01/2024,2000',
  ',Ludhiana,Khanna,Maize,Yellow,FAQ,03/01/2024,2000,2400,2200',
  'Punjab,Ludhiana,Khanna,Maize,Yellow,FAQ,03/01/2024,2300,2400,2200',
].join('\n');

const FUEL_CSV = [
  'State,City,Date,Petrol,Diesel,CNG,LPG',
  'Delhi,Delhi,01/01/2024,96.72,89.62,76.59,',
  'Maharashtra,Mumbai,01/01/2024,106.31,94.27,,',
  'Maharashtra,Mumbai,01/01/2024,-106.31,94.27,,',
  'Maharashtra,Mumbai,32/01/2024,106.31,94.27,,',
].join('\n');

// Opening and seeding a database takes long on a busy 2-core machine.
jest.setTimeout(120_000);

describe.each(testDatabases)('price imports on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
  });

  const upload = (path: string, csv: string, session: string | null = editor) =>
    api.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: csv,
      headers: { 'content-type': 'text/csv', origin: 'http://localhost:80' },
      cookies: session ? { cvb_session: session } : {},
    });

  it('refuses visitors and plain users', async () => {
    await expectEditorsOnly(api, (session) => upload('e-mandi/admin/import', MANDI_CSV, session ?? null));
    await expectEditorsOnly(api, (session) => upload('v4/admin/fuel-import', FUEL_CSV, session ?? null));
  });

  it('stores valid mandi rows, reports each refused row and why, and adds nothing the second time', async () => {
    const first = priceImportReportSchema.parse((await upload('e-mandi/admin/import', MANDI_CSV)).json());
    expect(first).toMatchObject({ rows: 10, inserted: 3, duplicates: 0, refused: 7 });
    expect(first.refusals).toEqual([
      { line: 5, reason: 'Arrival_Date "31/02/2024" is not a real day' },
      { line: 6, reason: 'Arrival_Date "2024-01-03" is not a date like 24/11/2026' },
      { line: 7, reason: 'Min_x0020_Price must not be negative' },
      { line: 8, reason: 'Modal_x0020_Price "abc" is not a number' },
      { line: 9, reason: 'has 8 fields, the header has 10' },
      { line: 10, reason: 'State is required' },
      { line: 11, reason: 'Min_x0020_Price 2300 is above Modal_x0020_Price 2200' },
    ]);
    const second = priceImportReportSchema.parse((await upload('e-mandi/admin/import', MANDI_CSV)).json());
    expect(second).toMatchObject({ rows: 10, inserted: 0, duplicates: 3, refused: 7 });

    const history = mandiHistoryResponseSchema.parse(
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/e-mandi/history?commodity=paddy-dhan-common&state=odisha&district=bargarh&market=attabira&days=30&date=2024-01-10',
        })
      ).json(),
    );
    // "Orissa" is the public files' spelling of Odisha; NR and "-" are stored as unknown.
    expect(history.points).toEqual([{ date: '2024-01-02', min: null, modal: 2183, max: null }]);
    // Nothing of a refused row was stored: no maize in Khanna on 3 January 2024.
    const maize = await api.app.inject({
      method: 'GET',
      url: '/api/e-mandi/history?commodity=maize&state=punjab&district=ludhiana&market=khanna&days=30&date=2024-01-10',
    });
    expect(maize.json().points).toEqual([]);
  });

  it('refuses a file with wrong columns as a whole, naming them', async () => {
    const response = await upload('e-mandi/admin/import', 'State,Market,Price\nPunjab,Khanna,2300\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'file: missing columns District, Commodity, Variety, Grade, Arrival_Date, Min_x0020_Price, Max_x0020_Price, Modal_x0020_Price (expected State, District, Market, Commodity, Variety, Grade, Arrival_Date, Min_x0020_Price, Max_x0020_Price, Modal_x0020_Price)',
    );
    expect((await upload('e-mandi/admin/import', '')).json().message).toBe('file: is empty');
  });

  it('imports fuel prices the same way', async () => {
    const first = priceImportReportSchema.parse((await upload('v4/admin/fuel-import', FUEL_CSV)).json());
    expect(first).toMatchObject({ rows: 4, inserted: 2, refused: 2 });
    expect(first.refusals.map((refusal) => refusal.reason)).toEqual([
      'Petrol must not be negative',
      'Date "32/01/2024" is not a real day',
    ]);
    const second = priceImportReportSchema.parse((await upload('v4/admin/fuel-import', FUEL_CSV)).json());
    expect(second).toMatchObject({ inserted: 0, duplicates: 2, refused: 2 });
    const city = await call(api, 'GET', '/api/v4/fuel-price-city-wise?city=mumbai&date=2024-01-01');
    expect(city.json().city).toMatchObject({ petrol: 106.31, diesel: 94.27 });
  });
});
