import { screen, waitFor, within } from '@testing-library/react';
import { fetchPriceHistory } from '@cvb/api-client';
import type { PriceHistory as PriceHistoryAnswer } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { PriceHistory } from './price-history';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchPriceHistory: jest.fn(),
}));
const mockedHistory = jest.mocked(fetchPriceHistory);

const changed: PriceHistoryAnswer = {
  changed: true,
  updatedOn: '2026-03-01',
  variants: [
    {
      slug: 'ace-gold-std',
      name: 'STD',
      prices: [
        { price: 400_000, from: '2025-09-22' },
        { price: 410_000, from: '2026-01-15' },
        { price: 389_500, from: '2026-03-01' },
      ],
    },
    { slug: 'ace-gold-cng', name: 'CNG', prices: [{ price: 520_000, from: '2025-09-22' }] },
  ],
};

function renderHistory(locale: 'en' | 'hi' = 'en') {
  return renderInRemote(<PriceHistory vertical="truck" brandSlug="tata-motors" modelSlug="ace-gold" />, {
    locale,
  });
}

describe('PriceHistory', () => {
  beforeAll(() => registerCatalogueTexts());
  beforeEach(() => mockedHistory.mockReset());

  it('lists each change of a variant whose price moved, newest first, with old → new and the change', async () => {
    mockedHistory.mockResolvedValue(changed);
    renderHistory();
    expect(await screen.findByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(mockedHistory).toHaveBeenCalledWith('trucks', 'tata-motors', 'ace-gold', expect.anything());
    const table = screen.getByRole('table', { name: 'STD' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1 March 2026₹4.10 Lakh₹3.90 Lakh−5%',
      '15 January 2026₹4.00 Lakh₹4.10 Lakh+2.5%',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Old price' })).toBeInTheDocument();
    // A variant with one price has no block.
    expect(screen.queryByRole('table', { name: 'CNG' })).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    mockedHistory.mockResolvedValue(changed);
    renderHistory('hi');
    expect(await screen.findByRole('heading', { name: 'कीमत का इतिहास' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'नई कीमत' })).toBeInTheDocument();
  });

  it('shows nothing when no price changed', async () => {
    mockedHistory.mockResolvedValue({
      changed: false,
      updatedOn: '2025-09-22',
      variants: [{ slug: 'ace-gold-std', name: 'STD', prices: [{ price: 400_000, from: '2025-09-22' }] }],
    });
    const { container } = renderHistory();
    await waitFor(() => expect(mockedHistory).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the history cannot be loaded', async () => {
    mockedHistory.mockRejectedValue(new Error('Network Error'));
    const { container } = renderHistory();
    await waitFor(() => expect(mockedHistory).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
