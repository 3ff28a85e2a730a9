import { fireEvent, screen, within } from '@testing-library/react';
import { fetchTyreBrands, fetchTyreCompare, fetchTyreModels } from '@cvb/api-client';
import type { TyreModelDetail } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { tyreTexts } from '../texts';
import { TyreComparePage } from './compare-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchTyreBrands: jest.fn(),
  fetchTyreModels: jest.fn(),
  fetchTyreCompare: jest.fn(),
}));

function tyre(overrides: Partial<TyreModelDetail>): TyreModelDetail {
  return {
    id: 1,
    slug: 'steel-muscle-s3c8',
    name: 'MRF Steel Muscle S3C8',
    brandSlug: 'mrf',
    brandName: 'MRF',
    size: '295/80 R22.5',
    segment: 'truck',
    price: 24500,
    maxPrice: 29000,
    status: 'on-sale',
    type: 'rib',
    construction: 'radial',
    tubeless: true,
    vehicleTypes: ['truck', 'bus'],
    warrantyYears: 5,
    popularity: 90,
    sizeCount: 1,
    sizes: [],
    fitsVehicles: [],
    ...overrides,
  };
}

describe('TyreComparePage', () => {
  beforeAll(() => registerNamespace('tyres', tyreTexts));
  beforeEach(() => {
    jest.mocked(fetchTyreBrands).mockResolvedValue([]);
    jest.mocked(fetchTyreModels).mockResolvedValue([]);
  });

  it('offers the tyre brands on a fresh page without the comparison message', async () => {
    jest
      .mocked(fetchTyreBrands)
      .mockResolvedValue([
        { id: 1, slug: 'mrf', name: 'MRF', logo: '', popularity: 100, segments: ['truck'], modelCount: 30 },
      ]);
    renderInRemote(<TyreComparePage />, { path: '/tyres/compare' });
    expect(await screen.findByRole('option', { name: 'MRF' })).toBeInTheDocument();
    expect(screen.queryByText('Select Varient!')).not.toBeInTheDocument();
  });

  it('asks to select a tyre when a comparison is left without any', () => {
    renderInRemote(<TyreComparePage />, { path: '/tyres/compare?models=' });
    expect(screen.getByRole('status')).toHaveTextContent('Select Varient!');
  });

  it('shows only the rows that differ, and all rows on request', async () => {
    jest.mocked(fetchTyreCompare).mockResolvedValue([
      tyre({}),
      tyre({
        id: 2,
        slug: 'endurace-rd',
        name: 'Apollo EnduRace RD',
        brandSlug: 'apollo',
        brandName: 'Apollo',
        type: 'lug',
      }),
    ]);
    renderInRemote(<TyreComparePage />, {
      path: '/tyres/compare?models=mrf/steel-muscle-s3c8,apollo/endurace-rd',
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Tread type/ })).toHaveTextContent('RibLug');
    expect(within(table).queryByRole('row', { name: /Warranty/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(within(table).getByRole('row', { name: /Warranty/ })).toHaveTextContent('5 years warranty');
  });
});
