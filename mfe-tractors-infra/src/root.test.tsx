import { screen } from '@testing-library/react';
import { fetchVehicleBrands } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { vehicleBrandFixture } from '@cvb/mfe-kit/src/testing/vehicle-brand-fixture';
import { registerCatalogTexts } from '@cvb/vehicle-catalog';
import { TractorsInfraRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchVehicleBrands);

const brand = (vertical: VehicleVertical) =>
  vehicleBrandFixture({ slug: 'mahindra', name: 'Mahindra', vertical });

describe('TractorsInfraRoot', () => {
  beforeAll(registerCatalogTexts);

  it.each([
    ['/tractors', 'tractor', 'Tractor brands in India'],
    ['/infra', 'infra', 'Construction equipment brands in India'],
  ] as Array<[string, VehicleVertical, string]>)(
    '%s lists %s brands from the API',
    async (path, vertical, heading) => {
      mockedFetch.mockResolvedValueOnce([brand(vertical)]);
      renderInRemote(<TractorsInfraRoot />, { path });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Mahindra' })).toHaveTextContent(
        '₹6.50 Lakh - ₹24.00 Lakh',
      );
      expect(mockedFetch).toHaveBeenLastCalledWith(
        vertical,
        expect.objectContaining({ _locale: 'en' }),
        expect.anything(),
      );
    },
  );

  it('shows the not-found message for a path it has no page for', () => {
    renderInRemote(<TractorsInfraRoot />, { path: '/tractors/no-such-page' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
  });
});
