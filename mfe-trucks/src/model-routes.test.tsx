import { screen } from '@testing-library/react';
import {
  fetchCities,
  fetchModelDetail,
  fetchSimilarModels,
  fetchVariantDetail,
  postRecentlyViewed,
} from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '@cvb/vehicle-catalogue';
import { aceDetail, aceVariantDetail } from '@cvb/vehicle-catalogue/testing';
import { TrucksRoot } from './root';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModelDetail: jest.fn(),
  fetchVariantDetail: jest.fn(),
  fetchSimilarModels: jest.fn(),
  fetchCities: jest.fn(),
  postRecentlyViewed: jest.fn(),
}));

describe('TrucksRoot model and variant routes', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    jest.mocked(fetchModelDetail).mockResolvedValue(aceDetail());
    jest.mocked(fetchVariantDetail).mockResolvedValue(aceVariantDetail('ace-gold-std'));
    jest.mocked(fetchSimilarModels).mockResolvedValue([]);
    jest.mocked(fetchCities).mockResolvedValue([]);
    jest.mocked(postRecentlyViewed).mockResolvedValue(undefined);
  });

  it('/trucks/:brandSlug/:modelSlug shows the model page', async () => {
    renderInRemote(<TrucksRoot />, { path: '/trucks/tata-motors/ace-gold' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(fetchModelDetail).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ brandSlug: 'tata-motors', modelSlug: 'ace-gold' }),
      expect.anything(),
    );
  });

  it('/trucks/:brandSlug/:modelSlug/:variantSlug shows the variant page', async () => {
    renderInRemote(<TrucksRoot />, { path: '/trucks/tata-motors/ace-gold/ace-gold-std' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold STD' })).toBeInTheDocument();
    expect(fetchVariantDetail).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ variantSlug: 'ace-gold-std' }),
      expect.anything(),
    );
  });
});
