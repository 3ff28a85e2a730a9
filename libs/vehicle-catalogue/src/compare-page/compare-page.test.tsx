import { screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@cvb/router';
import {
  fetchCompareVariants,
  fetchRunningCost,
  fetchVehicleBrands,
  fetchVehicleModels,
  fetchVehicleVariants,
} from '@cvb/api-client';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { modelFixture } from '../testing/model-fixture';
import { comparedVariant, twoVariants, variantFixture } from './compare-fixtures';
import { ComparePage } from './compare-page';
import { dieselTruck, electricTruck, runningCostAnswer } from '../cost-page/running-cost-fixtures';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchVehicleModels: jest.fn(),
  fetchVehicleVariants: jest.fn(),
  fetchCompareVariants: jest.fn(),
  fetchRunningCost: jest.fn(),
}));
const mockedBrands = jest.mocked(fetchVehicleBrands);
const mockedModels = jest.mocked(fetchVehicleModels);
const mockedVariants = jest.mocked(fetchVehicleVariants);
const mockedCompare = jest.mocked(fetchCompareVariants);

function ShowUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{`${pathname}${search}`}</output>;
}

function renderPage(path = '/trucks/compare', locale: 'en' | 'hi' = 'en') {
  return renderInRemote(
    <>
      <ComparePage vertical="truck" />
      <ShowUrl />
    </>,
    { path, locale },
  );
}

/** What axios rejects with when the API answers 404 for a slug it does not know. */
function notFoundError(): AxiosError {
  return new AxiosError(
    'Request failed with status code 404',
    'ERR_BAD_REQUEST',
    undefined,
    {},
    {
      status: 404,
      statusText: 'Not Found',
      data: { message: 'No truck variant jeeto-cbc' },
      headers: {},
      config: { headers: new AxiosHeaders() },
    },
  );
}

const slotNamed = (name: string) => screen.getByRole('group', { name });

describe('ComparePage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    jest.resetAllMocks();
    jest
      .mocked(fetchRunningCost)
      .mockResolvedValue(runningCostAnswer([dieselTruck, { ...electricTruck, slug: 'intra-v30-cbc' }]));
    mockedBrands.mockResolvedValue([
      vehicleBrandFixture(),
      vehicleBrandFixture({ id: 2, slug: 'eicher', name: 'Eicher' }),
    ]);
    mockedModels.mockResolvedValue([
      modelFixture(),
      modelFixture({ id: 2, slug: 'ace-ev', name: 'Tata Ace EV', variantCount: 0 }),
    ]);
    mockedVariants.mockResolvedValue([
      variantFixture(),
      variantFixture({ id: 12, slug: 'ace-gold-ht-plus', name: 'HT Plus', price: 500_000 }),
    ]);
    mockedCompare.mockResolvedValue(twoVariants);
  });

  it('says "Select Varient!" when Compare is pressed with nothing picked', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Select Varient!$/);
    expect(mockedCompare).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^\/trucks\/compare$/);
  });

  it('picks brand → model → variant with loading states, then compares through the URL', async () => {
    let resolveModels: (models: ReturnType<typeof modelFixture>[]) => void = () => undefined;
    mockedModels.mockReturnValueOnce(new Promise((resolve) => (resolveModels = resolve)));
    mockedCompare.mockResolvedValue({ variants: [comparedVariant()], differingSpecs: [] });
    renderPage();
    const slot = within(slotNamed('Vehicle 1'));
    expect(slot.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await userEvent.selectOptions(await slot.findByRole('combobox', { name: 'Brand' }), 'Tata Motors');
    const modelSelect = slot.getByRole('combobox', { name: 'Model' });
    expect(modelSelect).toBeDisabled();
    expect(modelSelect).toHaveAttribute('aria-busy', 'true');
    expect(within(modelSelect).getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
    resolveModels([modelFixture()]);
    await slot.findByRole('option', { name: 'Tata Ace Gold' });
    await userEvent.selectOptions(slot.getByRole('combobox', { name: 'Model' }), 'Tata Ace Gold');
    expect(mockedModels).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ brandSlug: 'tata-motors', _locale: 'en' }),
      expect.anything(),
    );
    const variantSelect = slot.getByRole('combobox', { name: 'Variant' });
    await slot.findByRole('option', { name: 'STD' });
    await userEvent.selectOptions(variantSelect, 'STD');
    expect(slot.getByText('Tata Ace Gold STD')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      '/trucks/compare?variants=ace-gold-std',
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(mockedCompare).toHaveBeenLastCalledWith('truck', ['ace-gold-std'], 'en', expect.anything());
  });

  it('refuses a fifth variant with the exact message and keeps four', async () => {
    renderPage('/trucks/compare?variants=a-1,b-2,c-3,d-4');
    expect(screen.getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Add another variant' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^You can select 4 varients max$/);
    expect(screen.getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(4);
  });

  it('adds slots up to four, then refuses the fifth', async () => {
    renderPage();
    const add = screen.getByRole('button', { name: 'Add another variant' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(4);
    await userEvent.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('You can select 4 varients max');
  });

  it('restores a shared comparison from the URL as a table with prices and "Not Available"', async () => {
    renderPage('/trucks/compare?variants=ace-gold-std,intra-v30-cbc');
    const table = await screen.findByRole('table', {
      name: 'Price and specifications of the selected variants',
    });
    expect(mockedCompare).toHaveBeenCalledWith(
      'truck',
      ['ace-gold-std', 'intra-v30-cbc'],
      'en',
      expect.anything(),
    );
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Specification',
      expect.stringContaining('Tata Ace Gold STD'),
      expect.stringContaining('Tata Intra V30 CBC'),
    ]);
    expect(headers[1]?.querySelector('img')).toHaveAttribute('src', '/api/media/ace.jpg');
    const price = within(table).getByRole('row', { name: /Ex-showroom price/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹4.00 Lakh', 'Price Not Available']);
    const seating = within(table).getByRole('row', { name: /Seating/ });
    expect(
      within(seating)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['D+1', 'Not Available']);
    expect(within(table).getByRole('row', { name: /Payload/ })).toHaveTextContent('1,300 kg');
    expect(within(slotNamed('Vehicle 2')).getByText('Tata Intra V30 CBC')).toBeInTheDocument();
  });

  it('hides equal rows with "Show differences only"', async () => {
    renderPage('/trucks/compare?variants=ace-gold-std,intra-v30-cbc');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Fuel type/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(within(table).queryByRole('row', { name: /Fuel type/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Engine/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Payload/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Body type/ })).toHaveTextContent('Small truck');
    await userEvent.click(screen.getByRole('switch', { name: 'Show differences only' }));
    expect(within(table).getByRole('row', { name: /Fuel type/ })).toBeInTheDocument();
  });

  it('removes a variant from the comparison and the URL', async () => {
    mockedCompare
      .mockResolvedValueOnce(twoVariants)
      .mockResolvedValueOnce({ variants: [twoVariants.variants[1]], differingSpecs: [] });
    renderPage('/trucks/compare?variants=ace-gold-std,intra-v30-cbc');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Tata Ace Gold STD' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      /^\/trucks\/compare\?variants=intra-v30-cbc$/,
    );
    expect(mockedCompare).toHaveBeenLastCalledWith('truck', ['intra-v30-cbc'], 'en', expect.anything());
    expect(await screen.findByRole('columnheader', { name: /Tata Intra V30 CBC/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Tata Ace Gold STD/ })).not.toBeInTheDocument();
  });

  it('says so when the chosen model has no variants', async () => {
    mockedVariants.mockResolvedValue([]);
    renderPage();
    const slot = within(slotNamed('Vehicle 1'));
    await userEvent.selectOptions(await slot.findByRole('combobox', { name: 'Brand' }), 'Tata Motors');
    await slot.findByRole('option', { name: 'Tata Ace EV' });
    await userEvent.selectOptions(slot.getByRole('combobox', { name: 'Model' }), 'Tata Ace EV');
    expect(
      await slot.findByText('Sorry, no variants available for comparison; please select another model.'),
    ).toBeInTheDocument();
    expect(mockedVariants).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ brandSlug: 'tata-motors', modelSlug: 'ace-ev' }),
      expect.anything(),
    );
  });

  it('shows an error with a retry when the comparison cannot load', async () => {
    mockedCompare.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(twoVariants);
    renderPage('/trucks/compare?variants=ace-gold-std,intra-v30-cbc');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says in words that a compared variant does not exist, never the transport message', async () => {
    mockedCompare.mockRejectedValue(notFoundError());
    renderPage('/trucks/compare?variants=ace-gold-std,jeeto-cbc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'One of the variants in this comparison is not in our catalogue. Remove it, or pick another variant above.',
    );
    expect(alert).not.toHaveTextContent(/status code|jeeto-cbc/);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says it in Hindi under hi', async () => {
    mockedCompare.mockRejectedValue(notFoundError());
    renderPage('/trucks/compare?variants=ace-gold-std,jeeto-cbc', 'hi');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इस तुलना का एक वेरिएंट हमारी सूची में नहीं है। उसे हटाएं या ऊपर कोई दूसरा वेरिएंट चुनें।',
    );
  });

  it('speaks Hindi under hi', async () => {
    renderPage('/trucks/compare', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'ट्रकों की तुलना करें' })).toBeInTheDocument();
    expect(within(slotNamed('वाहन 1')).getByRole('combobox', { name: 'ब्रांड' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'तुलना करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('वेरिएंट चुनें!');
  });
  it('gains a cost per km row from the running-cost estimates', async () => {
    mockedCompare.mockResolvedValue(twoVariants);
    renderPage('/trucks/compare?variants=ace-gold-std,intra-v30-cbc');
    const row = await screen.findByRole('row', { name: 'Cost per km ₹9.87 ₹7.12' });
    expect(row).toBeInTheDocument();
  });
});
