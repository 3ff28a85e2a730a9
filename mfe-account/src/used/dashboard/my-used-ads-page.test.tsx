import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import {
  deleteMyUsedAd,
  editMyUsedAd,
  fetchMyUsedAds,
  markMyUsedAdSold,
  renewMyUsedAd,
} from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { Routes } from '@cvb/router';
import { accountTexts } from '../../texts';
import { myAdFixture } from '../testing/used-fixtures';
import { usedTexts } from '../texts';
import { usedRoutes } from '../used-routes';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMyUsedAds: jest.fn(),
  editMyUsedAd: jest.fn(),
  renewMyUsedAd: jest.fn(),
  markMyUsedAdSold: jest.fn(),
  deleteMyUsedAd: jest.fn(),
}));
const mockedMine = jest.mocked(fetchMyUsedAds);

const show = () => renderInRemote(<Routes>{usedRoutes()}</Routes>, { path: '/account/used-ads' });

function failure(status: number, message: string) {
  const response = { status, data: { error: true, message } } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

describe("the seller's dashboard", () => {
  beforeAll(() => {
    registerNamespace('used', usedTexts);
    registerNamespace('account', accountTexts);
  });
  beforeEach(() => {
    jest.resetAllMocks();
    mockedMine.mockResolvedValue({ ads: [myAdFixture()] });
  });

  it('lists the seller’s ads with views, contacts and until when they are listed', async () => {
    show();
    const ad = await screen.findByRole('article', { name: '2019 Mahindra 575 DI XP Plus' });
    expect(within(ad).getByText('37 views')).toBeInTheDocument();
    expect(within(ad).getByText('2 contacts')).toBeInTheDocument();
    expect(within(ad).getByText('Listed until 19 January 2027')).toBeInTheDocument();
    expect(within(ad).getByRole('link', { name: '2019 Mahindra 575 DI XP Plus' })).toHaveAttribute(
      'href',
      '/used-tractors/mahindra-575-di-2019-pune-123',
    );
  });

  it('marks an ad sold: the status changes and selling actions go away', async () => {
    const user = userEvent.setup();
    jest
      .mocked(markMyUsedAdSold)
      .mockResolvedValue(myAdFixture({ status: 'sold', soldAt: '2026-11-28T10:00:00Z' }));
    show();
    const ad = await screen.findByRole('article', { name: '2019 Mahindra 575 DI XP Plus' });
    await user.click(within(ad).getByRole('button', { name: 'Mark as sold' }));
    expect(await within(ad).findByRole('status')).toHaveTextContent('Marked as sold.');
    expect(markMyUsedAdSold).toHaveBeenCalledWith(123);
    expect(within(ad).getByText('Sold')).toBeInTheDocument();
    expect(within(ad).queryByRole('button', { name: 'Renew for 60 days' })).not.toBeInTheDocument();
  });

  it('edits the price, and shows the API’s message for a refused field', async () => {
    const user = userEvent.setup();
    jest
      .mocked(editMyUsedAd)
      .mockRejectedValueOnce(failure(400, 'price must be at least 1000'))
      .mockResolvedValueOnce(myAdFixture({ price: 399_000 }));
    show();
    const ad = await screen.findByRole('article', { name: '2019 Mahindra 575 DI XP Plus' });
    await user.click(within(ad).getByRole('button', { name: 'Edit' }));
    const price = within(ad).getByLabelText('Asking price (₹)');
    await user.clear(price);
    await user.type(price, '500');
    await user.click(within(ad).getByRole('button', { name: 'Save' }));
    expect(await within(ad).findByRole('alert')).toHaveTextContent('price must be at least 1000');
    await user.clear(price);
    await user.type(price, '399000');
    await user.click(within(ad).getByRole('button', { name: 'Save' }));
    expect(await within(ad).findByText('₹3.99 Lakh · Pune ·', { exact: false })).toBeInTheDocument();
    expect(editMyUsedAd).toHaveBeenLastCalledWith(123, {
      price: 399_000,
      kmsDriven: 4200,
      description: 'Single owner.',
    });
  });

  it('renews, and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    jest.mocked(renewMyUsedAd).mockResolvedValue(myAdFixture({ expiresAt: '2027-01-27T10:00:00.000Z' }));
    jest.mocked(deleteMyUsedAd).mockResolvedValue(undefined);
    show();
    const ad = await screen.findByRole('article', { name: '2019 Mahindra 575 DI XP Plus' });
    await user.click(within(ad).getByRole('button', { name: 'Renew for 60 days' }));
    expect(await within(ad).findByText('Listed until 27 January 2027')).toBeInTheDocument();
    await user.click(within(ad).getByRole('button', { name: 'Delete' }));
    expect(deleteMyUsedAd).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('group', { name: 'Delete this ad for good?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('You have no ads yet.')).toBeInTheDocument();
    expect(deleteMyUsedAd).toHaveBeenCalledWith(123);
  });

  it('asks a visitor to log in', async () => {
    mockedMine.mockRejectedValue(failure(401, 'Please log in'));
    show();
    expect(await screen.findByRole('button', { name: 'Log in or sign up' })).toBeInTheDocument();
  });
});
