import { screen } from '@testing-library/react';
import { fetchTyreBrands } from '@cvb/api-client';
import { registerNamespace, missingTranslations } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { tyreTexts } from '../texts';
import { TyreBrandsPage } from './tyre-brands-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchTyreBrands: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchTyreBrands);
const mrf = {
  id: 1,
  slug: 'mrf',
  name: 'MRF',
  logo: '/api/media/logos/mrf.svg',
  popularity: 100,
  segments: ['truck', 'tractor'],
  modelCount: 3,
};

describe('TyreBrandsPage', () => {
  beforeAll(() => registerNamespace('tyres', tyreTexts));

  it('has every text in six languages', () => {
    expect(missingTranslations(tyreTexts)).toEqual({});
  });

  it('lists tyre brands with their segments', async () => {
    mockedFetch.mockResolvedValueOnce([mrf]);
    renderInRemote(<TyreBrandsPage />);
    const card = await screen.findByRole('article', { name: 'MRF' });
    expect(card).toHaveTextContent('3 models');
    expect(card).toHaveTextContent('Truck');
    expect(card).toHaveTextContent('Tractor');
  });

  it('translates segments in Telugu', async () => {
    mockedFetch.mockResolvedValueOnce([mrf]);
    renderInRemote(<TyreBrandsPage />, { locale: 'te' });
    expect(screen.getByRole('heading', { level: 1, name: 'భారతదేశంలో టైర్ బ్రాండ్లు' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'MRF' })).toHaveTextContent('ట్రాక్టర్');
  });

  it('says when there are none', async () => {
    mockedFetch.mockResolvedValueOnce([]);
    renderInRemote(<TyreBrandsPage />);
    expect(await screen.findByText('No tyre brands are listed yet.')).toBeInTheDocument();
  });
});
