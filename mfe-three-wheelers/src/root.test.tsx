import { screen } from '@testing-library/react';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
import { ThreeWheelersRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchFilterPage: jest.fn(),
}));
const mockedBrands = jest.mocked(fetchVehicleBrands);
const mockedFilterPage = jest.mocked(fetchFilterPage);

const eRickshaw = modelFixture({
  vertical: 'three-wheeler',
  brandSlug: 'mahindra',
  brandName: 'Mahindra',
  slug: 'e-alfa-mini',
  name: 'Mahindra e-Alfa Mini',
  bodyType: 'e-rickshaw',
  fuelType: 'electric',
  wheels: null,
  gvwKg: null,
  payloadKg: null,
});

describe('ThreeWheelersRoot', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    mockedBrands.mockResolvedValue([
      vehicleBrandFixture({ slug: 'mahindra', name: 'Mahindra', vertical: 'three-wheeler' }),
    ]);
    mockedFilterPage.mockResolvedValue(filterPageFixture([eRickshaw]));
  });

  it('/three-wheelers is the landing with the three-wheeler tools', async () => {
    renderInRemote(<ThreeWheelersRoot />, { path: '/three-wheelers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Three-wheelers in India' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find three-wheeler dealers' })).toHaveAttribute(
      'href',
      '/three-wheelers/three-wheelers-dealers',
    );
    expect(await screen.findByRole('region', { name: 'Top three-wheeler brands' })).toBeInTheDocument();
  });

  it('/three-wheelers/e-rickshaw-three-wheelers lists e-rickshaws from three-wheelers/filter-page', async () => {
    renderInRemote(<ThreeWheelersRoot />, { path: '/three-wheelers/e-rickshaw-three-wheelers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-rickshaws' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Mahindra e-Alfa Mini' })).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'three-wheeler',
      expect.objectContaining({ pageType: 'e-rickshaw-three-wheelers' }),
      expect.anything(),
    );
  });

  it.each([
    ['/three-wheelers/electric-three-wheelers', 'Electric three-wheelers', 'electric'],
    ['/three-wheelers/lpg-three-wheelers', 'LPG three-wheelers', 'lpg'],
    [
      '/three-wheelers/three-wheelers-above-4-lakh',
      'Three-wheelers above ₹4 Lakh',
      'three-wheelers-above-4-lakh',
    ],
  ])('%s is a list page', async (path, heading, pageType) => {
    renderInRemote(<ThreeWheelersRoot />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(mockedFilterPage).toHaveBeenCalledWith(
      'three-wheeler',
      expect.objectContaining({ pageType }),
      expect.anything(),
    );
  });

  it('speaks Telugu under /te', async () => {
    renderInRemote(<ThreeWheelersRoot />, { path: '/three-wheelers/search', locale: 'te' });
    expect(screen.getByRole('heading', { level: 1, name: 'త్రీ-వీలర్లను వెతకండి' })).toBeInTheDocument();
    expect(await screen.findByText('1 త్రీ-వీలర్ దొరికింది')).toBeInTheDocument();
  });

  it('shows the not-found page for a path it has no page for', () => {
    renderInRemote(<ThreeWheelersRoot />, { path: '/three-wheelers/a/b/c/d' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
  });
});
