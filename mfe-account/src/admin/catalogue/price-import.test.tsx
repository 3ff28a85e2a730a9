import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceImportResult } from '@cvb/contracts';
import { desk, openDesk, prepareDeskTests } from './desk-test-kit';
import { refusal } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { importPrices } = desk;

prepareDeskTests();

const CSV =
  'vertical,brand,model,variant,ex_showroom_price\ntruck,tata-motors,ace-gold,ace-gold-petrol,399000\ntruck,tata-motors,ace-gold,ace-gold-cng,950000\n';

const row = (patch: Partial<PriceImportResult['rows'][number]>): PriceImportResult['rows'][number] => ({
  line: 2,
  vertical: 'truck',
  brand: 'tata-motors',
  model: 'ace-gold',
  variant: 'ace-gold-petrol',
  variantId: 11,
  oldPrice: 385000,
  newPrice: 399000,
  changePercent: 3.6,
  status: 'change',
  errors: [],
  warnings: [],
  ...patch,
});

const DRY_RUN: PriceImportResult = {
  fileName: 'tata-prices.csv',
  applied: false,
  counts: { rows: 2, changes: 2, same: 0, errors: 0, warnings: 1 },
  rows: [
    row({}),
    row({
      line: 3,
      variant: 'ace-gold-cng',
      variantId: 12,
      oldPrice: 650000,
      newPrice: 950000,
      changePercent: 46.2,
      warnings: ['the price changes by more than 30 %'],
    }),
  ],
  rules: [],
};

async function upload() {
  await userEvent.upload(
    screen.getByLabelText('Price list (CSV or XLSX)'),
    new File([CSV], 'tata-prices.csv', { type: 'text/csv' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
}

it('checks a price sheet (old → new, %, warnings), then applies it', async () => {
  importPrices.mockResolvedValueOnce(DRY_RUN).mockResolvedValueOnce({ ...DRY_RUN, applied: true });
  openDesk('/admin/catalogue/prices');
  expect(screen.getByRole('link', { name: 'Download a sample file (CSV)' })).toHaveAttribute(
    'href',
    '/api/admin/catalogue/price-imports/sample.csv',
  );
  await upload();
  expect(
    await screen.findByText('2 rows: 2 price changes, 0 unchanged, 0 with errors, 1 with warnings'),
  ).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('tata-motors ace-gold ace-gold-petrol₹3,85,000₹3,99,000+3.6 %');
  expect(rows[2]).toHaveTextContent('+46.2 %');
  expect(rows[2]).toHaveTextContent('Check: the price changes by more than 30 %');
  expect(importPrices).toHaveBeenLastCalledWith(
    { fileName: 'tata-prices.csv', contentBase64: Buffer.from(CSV).toString('base64'), apply: false },
    'en',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Apply 2 prices' }));
  expect(await screen.findByText('Applied 2 prices.')).toHaveAttribute('role', 'status');
  expect(importPrices).toHaveBeenLastCalledWith(expect.objectContaining({ apply: true }), 'en');
});

it('shows each row’s errors and applies nothing while the file has one', async () => {
  importPrices.mockResolvedValueOnce({
    ...DRY_RUN,
    counts: { rows: 2, changes: 1, same: 0, errors: 1, warnings: 0 },
    rows: [
      row({}),
      row({
        line: 3,
        variant: 'ace-gold-diesel',
        variantId: null,
        oldPrice: null,
        newPrice: null,
        changePercent: null,
        status: 'error',
        errors: [{ field: 'variant', message: 'no variant ace-gold-diesel of Tata Motors Ace Gold' }],
      }),
    ],
  });
  openDesk('/admin/catalogue/prices');
  await upload();
  expect(
    await screen.findByText('variant: no variant ace-gold-diesel of Tata Motors Ace Gold'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Fix the rows with errors first: nothing is applied while the file has errors.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
});

it("shows the API's refusal of a bad file", async () => {
  importPrices.mockRejectedValueOnce(
    refusal(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The sheet has no ex_showroom_price column',
    }),
  );
  openDesk('/admin/catalogue/prices');
  await upload();
  expect(await screen.findByRole('alert')).toHaveTextContent('The sheet has no ex_showroom_price column');
});

it("shows the sheet's on-road rules by state (rule today → new) and applies them with the prices", async () => {
  const withRules: PriceImportResult = {
    ...DRY_RUN,
    counts: { rows: 4, changes: 3, same: 1, errors: 0, warnings: 1 },
    rules: [
      {
        line: 4,
        vertical: 'truck',
        state: 'Maharashtra',
        oldRule: { rtoPercent: 7, insurancePercent: 3.4, otherCharges: 9000 },
        newRule: { rtoPercent: 8.5, insurancePercent: 3.6, otherCharges: 9900 },
        status: 'change',
        errors: [],
        warnings: [],
      },
      {
        line: 5,
        vertical: 'truck',
        state: 'Delhi',
        oldRule: { rtoPercent: 6, insurancePercent: 3.2, otherCharges: 7500 },
        newRule: { rtoPercent: 6, insurancePercent: 3.2, otherCharges: 7500 },
        status: 'same',
        errors: [],
        warnings: [],
      },
    ],
  };
  importPrices.mockResolvedValueOnce(withRules).mockResolvedValueOnce({ ...withRules, applied: true });
  openDesk('/admin/catalogue/prices');
  await upload();
  expect(
    await screen.findByText('2 on-road rule lines: 1 changes, 1 unchanged, 0 with errors'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('2 rows: 2 price changes, 0 unchanged, 0 with errors, 1 with warnings'),
  ).toBeInTheDocument();
  const rules = screen.getByRole('table', { name: 'On-road rules by state' });
  const [, maharashtra, delhi] = within(rules).getAllByRole('row');
  expect(maharashtra).toHaveTextContent(
    'Maharashtra' +
      'RTO 7 %, insurance 3.4 %, other charges ₹9,000' +
      'RTO 8.5 %, insurance 3.6 %, other charges ₹9,900',
  );
  expect(delhi).toHaveTextContent('No change');

  await userEvent.click(screen.getByRole('button', { name: 'Apply 2 prices and 1 on-road rules' }));
  expect(await screen.findByText('Applied 2 prices and 1 on-road rules.')).toHaveAttribute('role', 'status');
});
