import { leadImportHistorySchema, leadImportResultSchema, leadListResponseSchema } from '@cvb/contracts';
import ExcelJS from 'exceljs';
import { call, useAccountsApi } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

const SHEET = [
  'Name,Mobile Number,Email,Pincode,City,State,Vertical,Brand,Model,Variant,Timeline,Date',
  'Sanjay Kumar,98110 22334,sanjay@example.in,226001,Lucknow,Uttar Pradesh,Trucks,Tata Motors,Ace Gold,Diesel,within 30 days,15/05/2025',
  'Meena Reddy,+919822334455,,500001,Hyderabad,Telangana,bus,Eicher,Skyline Pro,,,2025-05-16',
  'Al,12345,not-an-email,0123,Pune,Maharashtra,car,Tata Motors,Intra V30,,soon,31/02/2025',
  'Sanjay Kumar,9811022334,sanjay@example.in,226001,Lucknow,Uttar Pradesh,truck,Tata Motors,Ace Gold,Diesel,30-days,2025-05-15',
].join('\n');

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

describe.each(testDatabases)('import-lead-data on %s', (kind) => {
  const api = useAccountsApi(kind);
  let editor: string;
  beforeAll(async () => {
    editor = await sessionWithRole(api, 'editor');
  });

  const upload = (body: object, session = editor) =>
    call(api, 'POST', '/api/import-lead-data', body, { session });

  it('refuses visitors (401) and plain users (403) on both calls', async () => {
    await expectEditorsOnly(api, (session) =>
      call(api, 'GET', '/api/import-lead-data', undefined, { session }),
    );
    await expectEditorsOnly(api, (session) =>
      call(
        api,
        'POST',
        '/api/import-lead-data',
        { fileName: 'a.csv', contentBase64: base64(SHEET) },
        { session },
      ),
    );
  });

  it('previews every row with its problems (field-rule messages) and stores nothing', async () => {
    const response = await upload({ fileName: 'leads-may.csv', contentBase64: base64(SHEET) });
    expect(response.statusCode).toBe(200);
    const result = leadImportResultSchema.parse(response.json());
    expect(result.committed).toBe(false);
    expect(result.counts).toEqual({ rows: 4, valid: 3, invalid: 1, duplicate: 1, imported: 0 });
    expect(result.rows.map((row) => row.status)).toEqual(['new', 'new', 'invalid', 'duplicate']);
    expect(result.rows[0]).toMatchObject({
      line: 2,
      mobile: '9811022334',
      vertical: 'truck',
      date: '2025-05-15',
    });
    expect(result.rows[1].mobile).toBe('9822334455');
    expect(result.rows[2].errors).toEqual([
      { field: 'name', message: 'Name should be at least 3 characters' },
      { field: 'mobile', message: 'Mobile number should not be less than 10 digits' },
      { field: 'email', message: 'Please provide a valid email address' },
      { field: 'pincode', message: 'Pincode should be 6 digits' },
      { field: 'vertical', message: expect.stringMatching(/^Vertical should be one of truck, bus/) },
      { field: 'timeline', message: expect.stringMatching(/^Timeline should be one of/) },
      { field: 'date', message: expect.stringMatching(/^Date should be a past day/) },
    ]);
    const stored = await call(api, 'GET', '/api/admin/leads?source=import', undefined, { session: editor });
    expect(leadListResponseSchema.parse(stored.json()).total).toBe(0);
  });

  it('imports the valid new rows once: a second upload of the same sheet adds nothing', async () => {
    const first = leadImportResultSchema.parse(
      (await upload({ fileName: 'leads-may.csv', contentBase64: base64(SHEET), commit: true })).json(),
    );
    expect(first.counts).toMatchObject({ imported: 2, duplicate: 1, invalid: 1 });
    const second = leadImportResultSchema.parse(
      (await upload({ fileName: 'leads-may.csv', contentBase64: base64(SHEET), commit: true })).json(),
    );
    expect(second.counts).toMatchObject({ imported: 0, duplicate: 3, invalid: 1 });

    const stored = leadListResponseSchema.parse(
      (await call(api, 'GET', '/api/admin/leads?source=import', undefined, { session: editor })).json(),
    );
    expect(stored.total).toBe(2);
    expect(stored.items.find((lead) => lead.name === 'Sanjay Kumar')).toMatchObject({
      kind: 'import',
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      timeline: '30-days',
      city: 'Lucknow',
    });

    const history = leadImportHistorySchema.parse(
      (await call(api, 'GET', '/api/import-lead-data', undefined, { session: editor })).json(),
    );
    expect(history.imports.slice(0, 2).map((entry) => entry.imported)).toEqual([0, 2]);
    expect(history.imports[0]).toMatchObject({ fileName: 'leads-may.csv', rows: 4, duplicate: 3 });
  });

  it('reads an XLSX sheet, dates included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['name', 'mobile', 'vertical', 'brand', 'model', 'date']);
    sheet.addRow([
      'Gurpreet Singh',
      9876012345,
      'tractor',
      'Mahindra',
      '575 DI',
      new Date('2025-04-01T00:00:00Z'),
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = leadImportResultSchema.parse(
      (await upload({ fileName: 'punjab.xlsx', contentBase64: content.toString('base64') })).json(),
    );
    expect(result.rows).toEqual([
      expect.objectContaining({
        name: 'Gurpreet Singh',
        mobile: '9876012345',
        vertical: 'tractor',
        date: '2025-04-01',
        status: 'new',
        errors: [],
      }),
    ]);
  });

  it('answers 400 naming the field for a wrong file type, a broken file or a sheet without a mobile column', async () => {
    const wrongType = await upload({ fileName: 'leads.pdf', contentBase64: base64(SHEET) });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('fileName: must end in .csv or .xlsx');
    const broken = await upload({ fileName: 'leads.xlsx', contentBase64: base64('not a zip') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('contentBase64: not a readable XLSX file');
    const noMobile = await upload({
      fileName: 'leads.csv',
      contentBase64: base64('name,city\nRavi Kumar,Pune'),
    });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().message).toBe('contentBase64: the sheet has no mobile column');
  });
});
