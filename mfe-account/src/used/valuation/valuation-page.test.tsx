import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { fetchAdCatalogueOptions, fetchUsedValuation } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { Routes } from '@cvb/router';
import { valuationFixture } from '../testing/used-fixtures';
import { usedTexts } from '../texts';
import { usedRoutes } from '../used-routes';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchUsedValuation: jest.fn(),
  fetchAdCatalogueOptions: jest.fn(),
}));
const mockedValuation = jest.mocked(fetchUsedValuation);
const mockedOptions = jest.mocked(fetchAdCatalogueOptions);

const show = (path: string) => renderInRemote(<Routes>{usedRoutes()}</Routes>, { path });

describe('the valuation page', () => {
  beforeAll(() => registerNamespace('used', usedTexts));
  beforeEach(() => {
    jest.resetAllMocks();
    mockedValuation.mockResolvedValue(valuationFixture());
    mockedOptions.mockImplementation(async ({ brandSlug, modelSlug }) => ({
      options: modelSlug
        ? [{ slug: '575-di-xp-plus', name: 'XP Plus' }]
        : brandSlug
          ? [{ slug: '575-di', name: '575 DI' }]
          : [{ slug: 'mahindra', name: 'Mahindra' }],
    }));
  });

  it('asks nothing until the form is complete, then shows the range with how it was made', async () => {
    const user = userEvent.setup();
    show('/used-vehicle-valuation');
    await user.click(screen.getByRole('button', { name: 'Estimate the price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Vehicle type');
    expect(mockedValuation).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'Tractors');
    await user.selectOptions(
      await screen.findByLabelText('Brand'),
      await screen.findByRole('option', { name: 'Mahindra' }),
    );
    await user.selectOptions(
      await screen.findByLabelText('Model'),
      await screen.findByRole('option', { name: '575 DI' }),
    );
    await user.selectOptions(screen.getByLabelText('Year'), '2019');
    await user.type(screen.getByLabelText('Kilometres driven'), '4200');
    await user.selectOptions(screen.getByLabelText('Owner'), 'First owner');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Estimate the price' }));

    expect(await screen.findByText('₹4.30 Lakh - ₹4.90 Lakh')).toBeInTheDocument();
    expect(mockedValuation).toHaveBeenCalledWith(
      {
        vertical: 'tractor',
        brand: 'mahindra',
        model: '575-di',
        year: 2019,
        kms: 4200,
        owner: '1st',
        state: 'maharashtra',
        _locale: 'en',
      },
      expect.anything(),
    );
    expect(screen.getByText('Mahindra 575 DI: New price today: ₹7.80 Lakh')).toBeInTheDocument();
    expect(screen.getByText('After 7 years: 62 % of the new price')).toBeInTheDocument();
    expect(screen.getByText('Kilometres driven: −4 % (expected for its age: 3,500 km)')).toBeInTheDocument();
    expect(
      screen.getByText('Checked against 5 similar ads for sale (their middle price: ₹4.50 Lakh)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See used Mahindra 575 DI for sale' })).toHaveAttribute(
      'href',
      '/used-tractors/brand/mahindra?model=575-di',
    );
  });

  it('estimates at once from a shared link, and says when too few ads could check it', async () => {
    mockedValuation.mockResolvedValue(
      valuationFixture({ comparison: { count: 1, medianPrice: 500_000, used: false, minimum: 3 } }),
    );
    show('/used-vehicle-valuation?vertical=tractor&brand=mahindra&model=575-di&year=2019&kms=4200&owner=1st');
    expect(await screen.findByText(/Too few similar ads for sale to check against/)).toBeInTheDocument();
  });

  it('says so when the model has no new price to start from', async () => {
    const response = { status: 422, data: { error: true, message: 'No new price' } } as AxiosResponse;
    mockedValuation.mockRejectedValue(
      new AxiosError(
        'Request failed with status code 422',
        'ERR_BAD_REQUEST',
        undefined,
        undefined,
        response,
      ),
    );
    show('/used-vehicle-valuation?vertical=tractor&brand=mahindra&model=575-di&year=2019&kms=4200&owner=1st');
    expect(
      await screen.findByText('We have no new price for this model, so we cannot estimate it.'),
    ).toBeInTheDocument();
  });
});
