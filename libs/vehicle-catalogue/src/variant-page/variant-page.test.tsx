import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import { fetchCities, fetchVariantDetail } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { CITIES, aceVariantDetail } from '../model-page/model-fixtures';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { registerLeadTexts } from '@cvb/lead-forms';
import { VariantPage } from './variant-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVariantDetail: jest.fn(),
  fetchCities: jest.fn(),
}));
const mockedDetail = jest.mocked(fetchVariantDetail);
const mockedCities = jest.mocked(fetchCities);

function renderVariant(locale: 'en' | 'hi' = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/trucks/:brandSlug/:modelSlug/:variantSlug" element={<VariantPage vertical="truck" />} />
    </Routes>,
    { path: '/trucks/tata-motors/ace-gold/ace-gold-std', locale },
  );
}

describe('VariantPage', () => {
  beforeAll(() => {
    registerCatalogueTexts();
    registerLeadTexts();
  });
  beforeEach(() => {
    mockedDetail.mockReset();
    mockedCities.mockReset().mockResolvedValue([
      { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
      { slug: 'kochi', name: 'Kochi', state: 'Kerala' },
    ]);
  });

  it('shows the variant’s price, on-road breakup, full specs and the other variants', async () => {
    const detail = aceVariantDetail();
    mockedDetail.mockResolvedValue({
      ...detail,
      variant: { ...detail.variant, specs: { ...detail.variant.specs, wheelbaseMm: null } },
    });
    renderVariant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold STD' })).toBeInTheDocument();
    expect(screen.getByText('₹4.00 Lakh', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tata Ace Gold STD' })).toHaveAttribute(
      'src',
      detail.model.angleImage,
    );
    expect(document.title).toBe('Tata Ace Gold STD price in New Delhi and specifications');
    expect(screen.getByRole('button', { name: 'Get price quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book test drive' })).toBeInTheDocument();
    const breakup = screen.getByRole('table', { name: 'On-road price in New Delhi' });
    expect(within(breakup).getByRole('row', { name: 'RTO / road tax ₹24,000' })).toBeInTheDocument();
    expect(within(breakup).getByRole('row', { name: 'On-road price ₹4.41 Lakh' })).toBeInTheDocument();
    const specs = screen.getByRole('table', { name: 'Full specifications' });
    expect(within(specs).getByRole('row', { name: 'Body type Mini truck' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Payload 750 kg' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Wheelbase Not Available' })).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other variants of Tata Ace Gold' });
    expect(within(others).getByRole('link', { name: 'HT Plus' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/ace-gold/ace-gold-ht-plus',
    );
    expect(within(others).queryByRole('link', { name: 'STD' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All about the Tata Ace Gold' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/ace-gold',
    );
    expect(mockedDetail).toHaveBeenCalledWith(
      'truck',
      {
        brandSlug: 'tata-motors',
        modelSlug: 'ace-gold',
        variantSlug: 'ace-gold-std',
        city: 'new-delhi',
        locale: 'en',
      },
      expect.anything(),
    );
  });

  it('asks again for another city and shows the new breakup', async () => {
    mockedDetail.mockImplementation(async (_vertical, query) =>
      aceVariantDetail('ace-gold-std', query.city === 'kochi' ? CITIES.kochi : CITIES.delhi),
    );
    renderVariant();
    await screen.findByRole('option', { name: 'Kochi' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Kochi');
    const breakup = await screen.findByRole('table', { name: 'On-road price in Kochi' });
    expect(within(breakup).getByRole('row', { name: 'RTO / road tax ₹36,000' })).toBeInTheDocument();
    expect(mockedDetail).toHaveBeenLastCalledWith(
      'truck',
      expect.objectContaining({ city: 'kochi' }),
      expect.anything(),
    );
  });

  it('says "Price coming soon" for a variant without a price', async () => {
    const detail = aceVariantDetail();
    mockedDetail.mockResolvedValue({ ...detail, variant: { ...detail.variant, price: null, onRoad: null } });
    renderVariant();
    await screen.findByRole('heading', { level: 1, name: 'Tata Ace Gold STD' });
    expect(screen.getAllByText('Price coming soon')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'On-road price in New Delhi' })).not.toBeInTheDocument();
  });

  it('renders in Hindi', async () => {
    mockedDetail.mockResolvedValue(aceVariantDetail());
    renderVariant('hi');
    expect(await screen.findByRole('heading', { name: 'पूरे स्पेसिफिकेशन' })).toBeInTheDocument();
    expect(screen.getByText('₹4.00 लाख', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'ऑन-रोड कीमत ₹4.41 लाख' })).toBeInTheDocument();
  });
});
