import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import { fetchFilterPage, fetchVehicleBrands } from '@cvb/api-client';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { BrandModelsPage } from './brand-models-page';
import { filterPageFixture, modelFixture } from '../testing/model-fixture';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
  fetchVehicleBrands: jest.fn(),
}));
const mockedModels = jest.mocked(fetchFilterPage);
const mockedBrands = jest.mocked(fetchVehicleBrands);

const tata = vehicleBrandFixture({ slug: 'tata-motors', name: 'Tata Motors', modelCount: 3 });
const eicher = vehicleBrandFixture({ id: 2, slug: 'eicher', name: 'Eicher', modelCount: 2 });

function renderBrand(path: string, locale: 'en' | 'hi' = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/trucks/:brandSlug" element={<BrandModelsPage vertical="truck" />} />
    </Routes>,
    { path, locale },
  );
}

describe('BrandModelsPage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    mockedModels.mockReset();
    mockedBrands.mockReset();
  });

  it("shows the brand's header and its models from the API", async () => {
    mockedBrands.mockResolvedValue([tata, eicher]);
    mockedModels.mockResolvedValue(filterPageFixture([modelFixture()], 3));
    const { container } = renderBrand('/trucks/tata-motors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Motors trucks' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tata Motors' })).toHaveAttribute(
      'src',
      '/api/media/logos/tata-motors.svg',
    );
    expect(screen.getByText('3 models')).toBeInTheDocument();
    expect(screen.getByText('₹6.50 Lakh - ₹24.00 Lakh')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
    expect(mockedModels).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'search', brandSlugs: 'tata-motors', sort: 'popularity', page: 1 }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Refine these results with more filters' })).toHaveAttribute(
      'href',
      '/trucks/search?brand=tata-motors',
    );
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('sorts the brand models', async () => {
    mockedBrands.mockResolvedValue([tata]);
    mockedModels.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderBrand('/trucks/tata-motors');
    await screen.findByRole('article', { name: 'Tata Ace Gold' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(mockedModels).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ brandSlugs: 'tata-motors', sort: 'price-asc' }),
      expect.anything(),
    );
  });

  it('shows the not-found content for a slug that is no brand', async () => {
    mockedBrands.mockResolvedValue([tata, eicher]);
    renderBrand('/trucks/no-such-brand');
    expect(
      await screen.findByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
    expect(mockedModels).not.toHaveBeenCalled();
  });

  it('never treats a static page of the vertical as a brand', () => {
    renderBrand('/trucks/compare');
    expect(
      screen.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeInTheDocument();
    expect(mockedBrands).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the brands cannot be loaded', async () => {
    mockedBrands.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([tata]);
    mockedModels.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderBrand('/trucks/tata-motors');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Motors trucks' })).toBeInTheDocument();
  });

  it('speaks Hindi under hi', async () => {
    mockedBrands.mockResolvedValue([tata]);
    mockedModels.mockResolvedValue(filterPageFixture([modelFixture()]));
    renderBrand('/trucks/tata-motors', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Motors ट्रक' })).toBeInTheDocument();
    expect(screen.getByText('₹6.50 लाख - ₹24.00 लाख')).toBeInTheDocument();
    expect(mockedBrands).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ _locale: 'hi' }),
      expect.anything(),
    );
  });
});
