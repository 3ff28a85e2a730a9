import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCities, fetchRunningCost, fetchVehicleBrands } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { runningCostAnswer, dieselTruck } from './running-cost-fixtures';
import { TripCostPage } from './trip-cost-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchCities: jest.fn(),
  fetchRunningCost: jest.fn(),
}));

describe('TripCostPage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    jest.mocked(fetchVehicleBrands).mockResolvedValue([]);
    jest.mocked(fetchCities).mockResolvedValue([{ slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' }]);
    jest.mocked(fetchRunningCost).mockResolvedValue(runningCostAnswer([{ ...dieselTruck, mileageKmpl: 4 }]));
  });

  it('costs a trip from the truck’s mileage and the city’s diesel, and gives the break-even freight rate', async () => {
    renderInRemote(<TripCostPage vertical="truck" />, {
      path: '/trucks/trip-cost-calculator?variant=ace-gold-std&city=mumbai&km=400&t=8&tolls=2000&bhatta=1000&loading=800',
    });
    // 400 km at 4 km/l: 100 l × ₹90.03 = ₹9,003; + 2,000 + 1,000 + 800 = ₹12,803 → ₹1,600.38 a tonne.
    expect(await screen.findByText('100.0 litres')).toBeInTheDocument();
    expect(screen.getByText('₹12,803')).toBeInTheDocument();
    expect(screen.getByText('Break-even freight rate: ₹1,600.38 a tonne')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Freight rate (₹ a tonne, optional)' }), '2000');
    expect(screen.getByText('Profit on the trip')).toBeInTheDocument();
    expect(screen.getByText('₹3,197')).toBeInTheDocument();
  });

  it("shows the brand and model of a shared link's truck in the pickers", async () => {
    jest
      .mocked(fetchVehicleBrands)
      .mockResolvedValue([
        { id: 1, name: dieselTruck.brandName, slug: dieselTruck.brandSlug } as Awaited<
          ReturnType<typeof fetchVehicleBrands>
        >[number],
      ]);
    renderInRemote(<TripCostPage vertical="truck" />, {
      path: '/trucks/trip-cost-calculator?variant=ace-gold-std&city=mumbai',
    });
    expect(await screen.findByRole('combobox', { name: 'Brand' })).toHaveValue(dieselTruck.brandSlug);
  });
});
