import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFuelIndex } from '@cvb/api-client';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { fuelTexts } from '../texts';
import { FuelPricesPage } from './fuel-prices-page';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchFuelIndex: jest.fn() }));
const mockedFetch = jest.mocked(fetchFuelIndex);

const today = {
  date: '2026-11-22',
  items: [
    {
      state: 'Delhi',
      city: 'Delhi',
      citySlug: 'delhi',
      petrol: 94.72,
      diesel: 87.62,
      petrolChange: 0.12,
      dieselChange: -0.05,
    },
    {
      state: 'Maharashtra',
      city: 'Mumbai',
      citySlug: 'mumbai',
      petrol: 104.21,
      diesel: 92.15,
      petrolChange: 0,
      dieselChange: 0,
    },
  ],
};

describe('FuelPricesPage', () => {
  beforeAll(() => registerNamespace('fuel', fuelTexts));

  it('has every text in six languages', () => {
    expect(missingTranslations(fuelTexts)).toEqual({});
  });

  it("shows each city's prices with the day's change", async () => {
    mockedFetch.mockResolvedValueOnce(today);
    renderInRemote(<FuelPricesPage />);
    const delhi = await screen.findByRole('row', { name: /Delhi/ });
    expect(within(delhi).getByText(/94\.72/)).toHaveTextContent('▲ 0.12');
    expect(within(delhi).getByText(/87\.62/)).toHaveTextContent('▼ 0.05');
    expect(screen.getByText('Prices on 2026-11-22')).toBeInTheDocument();
  });

  it('stays in English on a Hindi page (fuel pages are English only)', async () => {
    mockedFetch.mockResolvedValueOnce(today);
    renderInRemote(<FuelPricesPage />, { locale: 'hi' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Petrol and diesel prices today' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Mumbai/ })).toHaveTextContent('104.21');
  });

  it('explains a failure and retries', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Request failed with status code 404'))
      .mockResolvedValueOnce(today);
    renderInRemote(<FuelPricesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fuel prices are not available right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Delhi/ })).toBeInTheDocument();
  });
});
