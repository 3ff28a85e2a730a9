import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@cvb/router';
import { fetchCities, fetchDealers, fetchVehicleBrands } from '@cvb/api-client';
import type { City, Dealer } from '@cvb/contracts';
import { renderInRemote, vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { cityChosen } from '@cvb/store';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { BrandDealersPage } from './brand-dealers-page';
import { CityDealersPage } from './city-dealers-page';
import { DealersHomePage } from './dealers-home-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchDealers: jest.fn(),
  fetchCities: jest.fn(),
  fetchVehicleBrands: jest.fn(),
}));
const mockedDealers = jest.mocked(fetchDealers);
const mockedCities = jest.mocked(fetchCities);
const mockedBrands = jest.mocked(fetchVehicleBrands);

const EMPTY =
  'No dealers available for your current city or brand; change the city or choose a different brand.';

const cities: City[] = [
  { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
  { slug: 'lucknow', name: 'Lucknow', state: 'Uttar Pradesh' },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
];

const dealer = (overrides: Partial<Dealer>): Dealer => ({
  id: 1,
  brandSlug: 'eicher',
  brandName: 'Eicher',
  kind: 'dealer',
  name: 'Eicher Trucks Pune Motors',
  address: 'Plot 44, Mumbai-Pune Highway, Pune',
  city: 'Pune',
  citySlug: 'pune',
  state: 'Maharashtra',
  pincode: '411018',
  phone: '9812345678',
  ...overrides,
});

function ShowPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderDealers(path: string) {
  return renderInRemote(
    <>
      <Routes>
        <Route path="/trucks/truck-dealers" element={<DealersHomePage vertical="truck" />} />
        <Route path="/trucks/truck-dealers/:brandSlug" element={<BrandDealersPage vertical="truck" />} />
        <Route
          path="/trucks/truck-dealers/:brandSlug/:citySlug"
          element={<CityDealersPage vertical="truck" />}
        />
      </Routes>
      <ShowPath />
    </>,
    { path },
  );
}

describe('dealer pages', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    mockedDealers.mockReset();
    mockedBrands.mockReset();
    mockedCities.mockReset().mockResolvedValue(cities);
  });

  describe('choose brand and city', () => {
    beforeEach(() => {
      mockedBrands.mockResolvedValue([
        vehicleBrandFixture({ slug: 'tata-motors', name: 'Tata Motors' }),
        vehicleBrandFixture({ id: 2, slug: 'eicher', name: 'Eicher' }),
      ]);
    });

    it('offers labelled brand and city selects, New Delhi by default, and opens the chosen dealers', async () => {
      renderDealers('/trucks/truck-dealers');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Truck dealers and service centres' }),
      ).toBeInTheDocument();
      const brand = await screen.findByRole('combobox', { name: 'Brand' });
      const city = screen.getByRole('combobox', { name: 'City' });
      expect(city).toHaveValue('new-delhi');
      expect(
        within(brand)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a brand', 'Eicher', 'Tata Motors']);
      expect(screen.getByRole('button', { name: 'Find dealers' })).toBeDisabled();

      await userEvent.selectOptions(brand, 'Eicher');
      await userEvent.selectOptions(city, 'Lucknow');
      mockedDealers.mockResolvedValue({ items: [], total: 0 });
      await userEvent.click(screen.getByRole('button', { name: 'Find dealers' }));
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
        '/trucks/truck-dealers/eicher/lucknow',
      );
      expect(mockedBrands).toHaveBeenCalledWith(
        'truck',
        expect.objectContaining({ _locale: 'en' }),
        expect.anything(),
      );
    });

    it('starts from the city in the store', async () => {
      const { store } = renderDealers('/trucks/truck-dealers');
      store.dispatch(cityChosen({ slug: 'pune', name: 'Pune' }));
      expect(await screen.findByRole('combobox', { name: 'City' })).toHaveValue('pune');
    });

    it('shows an error with a retry', async () => {
      mockedCities.mockReset().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(cities);
      renderDealers('/trucks/truck-dealers');
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
    });
  });

  describe('a brand', () => {
    it('lists dealers and service centres grouped by city', async () => {
      mockedDealers.mockResolvedValue({
        items: [
          dealer({ id: 1, name: 'Eicher Lucknow Motors', city: 'Lucknow', citySlug: 'lucknow' }),
          dealer({
            id: 2,
            name: 'Eicher Lucknow Service',
            city: 'Lucknow',
            citySlug: 'lucknow',
            kind: 'service-centre',
          }),
          dealer({ id: 3 }),
        ],
        total: 3,
      });
      renderDealers('/trucks/truck-dealers/eicher');
      expect(await screen.findByText('3 dealers and service centres')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Eicher dealers and service centres' }),
      ).toBeInTheDocument();

      const lucknow = screen.getByRole('region', { name: 'Lucknow' });
      expect(
        within(lucknow)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-labelledby')),
      ).toEqual(['dealer-1', 'dealer-2']);
      expect(within(lucknow).getByRole('article', { name: 'Eicher Lucknow Service' })).toHaveTextContent(
        'Service centre',
      );
      const pune = screen.getByRole('region', { name: 'Pune' });
      const card = within(pune).getByRole('article', { name: 'Eicher Trucks Pune Motors' });
      expect(card).toHaveTextContent('Dealer');
      expect(card).toHaveTextContent('Plot 44, Mumbai-Pune Highway, Pune');
      expect(
        within(card).getByRole('button', { name: 'Request callback: Eicher Trucks Pune Motors' }),
      ).toHaveAttribute('aria-haspopup', 'dialog');
      expect(within(card).getByRole('link', { name: '9812345678' })).toHaveAttribute(
        'href',
        'tel:9812345678',
      );
      expect(
        within(card).getByRole('link', { name: /View Eicher Trucks Pune Motors on map/ }),
      ).toHaveAttribute(
        'href',
        expect.stringContaining(
          'https://www.google.com/maps/search/?api=1&query=Eicher%20Trucks%20Pune%20Motors',
        ),
      );
      expect(mockedDealers).toHaveBeenCalledWith('truck', { brandSlug: 'eicher' }, expect.anything());
    });

    it('goes to the dealers of a city chosen in the city select', async () => {
      mockedDealers.mockResolvedValue({ items: [dealer({})], total: 1 });
      renderDealers('/trucks/truck-dealers/eicher');
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Pune');
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
        '/trucks/truck-dealers/eicher/pune',
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Eicher dealers in Pune' }),
      ).toBeInTheDocument();
      expect(mockedDealers).toHaveBeenLastCalledWith(
        'truck',
        { brandSlug: 'eicher', citySlug: 'pune' },
        expect.anything(),
      );
    });

    it('shows the exact no-dealers message when the brand has none', async () => {
      mockedDealers.mockResolvedValue({ items: [], total: 0 });
      renderDealers('/trucks/truck-dealers/no-brand');
      expect(await screen.findByText(EMPTY)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Choose a brand' })).toHaveAttribute(
        'href',
        '/trucks/truck-dealers',
      );
    });
  });

  describe('a brand in a city', () => {
    it('lists the dealers of that city with the city chosen in the select', async () => {
      mockedDealers.mockResolvedValue({ items: [dealer({})], total: 1 });
      renderDealers('/trucks/truck-dealers/eicher/pune');
      expect(await screen.findByRole('combobox', { name: 'City' })).toHaveValue('pune');
      expect(screen.getByRole('heading', { level: 1, name: 'Eicher dealers in Pune' })).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Eicher Trucks Pune Motors' })).toBeInTheDocument();
      expect(screen.getByText('1 dealer or service centre')).toBeInTheDocument();
    });

    it('shows the exact no-dealers message when the city has none, and a changed city navigates', async () => {
      mockedDealers
        .mockResolvedValueOnce({ items: [], total: 0 })
        .mockResolvedValue({ items: [dealer({})], total: 1 });
      renderDealers('/trucks/truck-dealers/eicher/lucknow');
      expect(await screen.findByText(EMPTY)).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Pune');
      expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
        '/trucks/truck-dealers/eicher/pune',
      );
      expect(await screen.findByRole('article', { name: 'Eicher Trucks Pune Motors' })).toBeInTheDocument();
      expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    });

    it('speaks Hindi under hi', async () => {
      mockedDealers.mockResolvedValue({ items: [dealer({ kind: 'service-centre' })], total: 1 });
      renderInRemote(
        <Routes>
          <Route
            path="/trucks/truck-dealers/:brandSlug/:citySlug"
            element={<CityDealersPage vertical="truck" />}
          />
        </Routes>,
        { path: '/trucks/truck-dealers/eicher/pune', locale: 'hi' },
      );
      expect(await screen.findByRole('combobox', { name: 'शहर' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'पुणे में Eicher के डीलर' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'लखनऊ' })).toBeInTheDocument();
      expect(screen.getByRole('article')).toHaveTextContent('सर्विस सेंटर');
      // The dealer's name and street address stay as written.
      expect(screen.getByRole('article')).toHaveTextContent('Plot 44, Mumbai-Pune Highway, Pune');
      expect(screen.getByRole('article')).toHaveTextContent('महाराष्ट्र 411018');
    });
  });

  describe('place names in the reader language', () => {
    it('names the city groups and the city choices in Tamil under ta', async () => {
      mockedDealers.mockResolvedValue({
        items: [dealer({}), dealer({ id: 2, name: 'Eicher Lucknow', city: 'Lucknow', citySlug: 'lucknow' })],
        total: 2,
      });
      renderInRemote(
        <Routes>
          <Route path="/trucks/truck-dealers/:brandSlug" element={<BrandDealersPage vertical="truck" />} />
        </Routes>,
        { path: '/trucks/truck-dealers/eicher', locale: 'ta' },
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'புனே' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'லக்னோ' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'புது தில்லி' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Pune' })).not.toBeInTheDocument();
    });
  });
});
