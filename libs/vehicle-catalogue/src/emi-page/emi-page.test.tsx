import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@cvb/router';
import { fetchEmiCalculator, fetchVehicleBrands, fetchVehicleModels } from '@cvb/api-client';
import type { EmiResponse } from '@cvb/contracts';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { modelFixture } from '../testing/model-fixture';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { EmiPage } from './emi-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchVehicleModels: jest.fn(),
  fetchEmiCalculator: jest.fn(),
}));
const mockedBrands = jest.mocked(fetchVehicleBrands);
const mockedModels = jest.mocked(fetchVehicleModels);
const mockedEmi = jest.mocked(fetchEmiCalculator);

const aceGold: EmiResponse = {
  model: { slug: 'ace-gold', name: 'Tata Ace Gold', brandSlug: 'tata-motors', brandName: 'Tata Motors' },
  price: 400_000,
  variants: [{ slug: 'ace-gold-std', name: 'STD', price: 400_000 }],
  defaults: { interestRate: 12.57, tenureMonths: 84, downPaymentPercent: 15, downPayment: 60_000 },
  input: { interestRate: 12.57, tenureMonths: 84, downPayment: 60_000 },
  result: { loanAmount: 340_000, emi: 6_106, totalInterest: 172_904, totalAmount: 512_904 },
};

function ShowUrl() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderPage(
  path = '/trucks/emi-calculator',
  locale: 'en' | 'hi' = 'en',
  vertical: 'truck' | 'tractor' = 'truck',
) {
  return renderInRemote(
    <>
      <EmiPage vertical={vertical} />
      <ShowUrl />
    </>,
    { path, locale },
  );
}

async function typeInto(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, value);
}

const result = () => screen.getByRole('region', { name: 'Your EMI' });

describe('EmiPage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    jest.resetAllMocks();
    mockedBrands.mockResolvedValue([vehicleBrandFixture()]);
    mockedModels.mockResolvedValue([modelFixture()]);
    mockedEmi.mockResolvedValue(aceGold);
  });

  it('starts with the default loan and footnote, asking for a loan amount', async () => {
    renderPage();
    expect(await screen.findByRole('option', { name: 'Tata Motors' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveValue('12.57');
    expect(screen.getByRole('combobox', { name: 'Loan period' })).toHaveDisplayValue('84 months');
    expect(within(result()).getByText('Enter a loan amount to see the EMI.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'EMI calculated at 12.57% interest over 7 years. EMI is rounded to the nearest rupee and excludes processing and file fees.',
      ),
    ).toBeInTheDocument();
    expect(mockedEmi).not.toHaveBeenCalled();
  });

  it('shows ₹10,624 for ₹5,00,000 at 10 % over 60 months, with totals and the split', async () => {
    renderPage();
    await typeInto('Loan amount (₹)', '500000');
    await typeInto('Interest rate (% a year)', '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan period' }), '60 months');
    const region = within(result());
    expect(region.getByText('₹10,624')).toBeInTheDocument();
    expect(region.getByText('Total interest').nextElementSibling).toHaveTextContent('₹1,37,411');
    expect(region.getByText('Total amount payable').nextElementSibling).toHaveTextContent('₹6,37,411');
    expect(region.getByText('Principal (loan amount − down payment)').nextElementSibling).toHaveTextContent(
      '₹5,00,000',
    );
    expect(
      region.getByRole('img', {
        name: 'Principal ₹5,00,000 (78.4%) and interest ₹1,37,411 (21.6%) of the total amount payable',
      }),
    ).toBeInTheDocument();
  });

  it('changes the EMI at once when the tenure changes', async () => {
    renderPage();
    await typeInto('Loan amount (₹)', '500000');
    await typeInto('Interest rate (% a year)', '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan period' }), '60 months');
    expect(within(result()).getByText('₹10,624')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan period' }), '12 months');
    // 5,00,000 at 10 % over 12 months: 43,957.94 a month.
    expect(within(result()).getByText('₹43,958')).toBeInTheDocument();
    expect(within(result()).queryByText('₹10,624')).not.toBeInTheDocument();
  });

  it('explains invalid input next to the field', async () => {
    renderPage();
    await typeInto('Loan amount (₹)', '300000');
    await typeInto('Down payment (₹)', '400000');
    const down = screen.getByRole('textbox', { name: 'Down payment (₹)' });
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription('Down payment cannot be more than the price.');
    expect(within(result()).getByText('Correct the fields marked above to see the EMI.')).toBeInTheDocument();

    await typeInto('Interest rate (% a year)', '12a');
    expect(screen.getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveAccessibleDescription(
      'Enter digits only, with an optional minus sign and decimal point.',
    );
    await typeInto('Loan amount (₹)', '');
    expect(screen.getByText('Please Enter any value')).toBeInTheDocument();
  });

  it('prefills the loan from the model in the URL', async () => {
    renderPage('/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold');
    expect(await screen.findByText('Ex-showroom price of Tata Ace Gold: ₹4.00 Lakh')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Loan amount (₹)' })).toHaveValue('400000');
    expect(screen.getByRole('textbox', { name: 'Down payment (₹)' })).toHaveValue('60000');
    expect(mockedEmi).toHaveBeenCalledWith(
      'truck',
      { brandSlug: 'tata-motors', modelSlug: 'ace-gold', locale: 'en' },
      expect.anything(),
    );
    // 3,40,000 at 12.57 % over 84 months.
    expect(within(result()).getByText('₹6,106')).toBeInTheDocument();
  });

  it('picks a brand and model, putting them in the URL', async () => {
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Brand' }), 'Tata Motors');
    await screen.findByRole('option', { name: 'Tata Ace Gold' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Tata Ace Gold');
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      '?brandSlug=tata-motors&modelSlug=ace-gold',
    );
    expect(await screen.findByRole('textbox', { name: 'Loan amount (₹)' })).toHaveValue('400000');
  });

  it('shows an error with a retry when the model cannot load', async () => {
    mockedEmi.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(aceGold);
    renderPage('/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ex-showroom price of Tata Ace Gold: ₹4.00 Lakh')).toBeInTheDocument();
  });

  it('speaks Hindi under hi', async () => {
    renderPage('/trucks/emi-calculator', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'ट्रक ईएमआई कैलकुलेटर' })).toBeInTheDocument();
    await typeInto('लोन राशि (₹)', '500000');
    await typeInto('ब्याज दर (% सालाना)', '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'लोन अवधि' }), '60 महीने');
    const region = within(screen.getByRole('region', { name: 'आपकी ईएमआई' }));
    expect(region.getByText('मासिक ईएमआई:')).toBeInTheDocument();
    expect(region.getByText('₹10,624')).toBeInTheDocument();
    expect(region.getByText('कुल देय राशि')).toBeInTheDocument();
    expect(screen.getByText(/ईएमआई की गणना 7 साल के लिए 12.57% ब्याज/)).toBeInTheDocument();
  });

  it("starts a tractor from its definition's farm loan, with the farm-loan texts, in English and Hindi", async () => {
    const { unmount } = renderPage('/tractors/emi-calculator', 'en', 'tractor');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tractor loan EMI calculator' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Banks lend farmers up to about 80% of a tractor's price/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveValue('11');
    expect(screen.getByRole('combobox', { name: 'Loan period' })).toHaveDisplayValue('60 months');
    expect(
      screen.getByText(
        'EMI calculated at 11% interest over 5 years. EMI is rounded to the nearest rupee and excludes processing and file fees.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Farm loans are often repaid every six months or once a year/),
    ).toBeInTheDocument();
    await typeInto('Loan amount (₹)', '600000');
    // ₹6,00,000 at 11 % over 60 months.
    expect(within(result()).getByText('₹13,045')).toBeInTheDocument();
    unmount();

    renderPage('/tractors/emi-calculator', 'hi', 'tractor');
    expect(screen.getByText(/ईएमआई की गणना 5 साल के लिए 11% ब्याज/)).toBeInTheDocument();
    expect(screen.getByText(/कृषि लोन अक्सर फ़सल के बाद/)).toBeInTheDocument();
  });

  it('leaves the farm-loan note off a truck loan', () => {
    renderPage();
    expect(screen.queryByText(/Farm loans/)).toBeNull();
  });
});
