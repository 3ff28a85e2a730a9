import { screen, within } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
import { TractorsInfraRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchFilterPage: jest.fn(),
}));
const mockedBrands = jest.mocked(fetchVehicleBrands);
const mockedFilterPage = jest.mocked(fetchFilterPage);

const backhoe = modelFixture({
  vertical: 'infra',
  slug: '3dx-plus',
  name: 'JCB 3DX Plus',
  brandSlug: 'jcb',
  brandName: 'JCB',
  bodyType: 'backhoe-loader',
  fuelType: 'diesel',
  wheels: null,
  gvwKg: null,
  payloadKg: null,
  powerHp: 76,
  extraSpecs: { operatingWeightKg: 8_040, bucketCapacityM3: 1.1, maxDigDepthMm: 4_770 },
});

describe('TractorsInfraRoot', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    mockedBrands.mockImplementation(async (vertical) => [
      vehicleBrandFixture({
        slug: vertical === 'infra' ? 'jcb' : 'mahindra',
        name: vertical === 'infra' ? 'JCB' : 'Mahindra',
        vertical,
      }),
    ]);
    mockedFilterPage.mockResolvedValue(filterPageFixture([backhoe]));
  });

  it('/tractors/brands lists tractor brands, each a link to its brand page', async () => {
    renderInRemote(<TractorsInfraRoot />, { path: '/tractors/brands' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tractor brands in India' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Mahindra' });
    expect(card.closest('a')).toHaveAttribute('href', '/tractors/mahindra');
  });

  it('/infra/backhoe-loaders asks infra/filter-page for backhoe loaders and shows their key facts', async () => {
    renderInRemote(<TractorsInfraRoot />, { path: '/infra/backhoe-loaders' });
    const card = await screen.findByRole('article', { name: 'JCB 3DX Plus' });
    expect(within(card).getByRole('link', { name: 'JCB 3DX Plus' })).toHaveAttribute(
      'href',
      '/infra/jcb/3dx-plus',
    );
    expect(card).toHaveTextContent('8 t');
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'infra',
      expect.objectContaining({ pageType: 'backhoe-loader-infra', bodyTypes: 'backhoe-loader' }),
      expect.anything(),
    );
  });

  it('shows the not-found message for a path it has no page for', () => {
    renderInRemote(<TractorsInfraRoot />, { path: '/tractors/mahindra/575-di/4wd/extra' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
  });
});
