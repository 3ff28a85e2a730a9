import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmOtp, contactUsedSeller, countUsedAdView, fetchUsedAd, sendOtp } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { Routes } from '@cvb/router';
import { accountTexts } from '../../texts';
import { adDetailFixture } from '../testing/used-fixtures';
import { usedTexts } from '../texts';
import { usedRoutes } from '../used-routes';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchUsedAd: jest.fn(),
  countUsedAdView: jest.fn(),
  contactUsedSeller: jest.fn(),
  sendOtp: jest.fn(),
  confirmOtp: jest.fn(),
}));
const mockedAd = jest.mocked(fetchUsedAd);
const mockedContact = jest.mocked(contactUsedSeller);
const mockedSendOtp = jest.mocked(sendOtp);
const mockedConfirm = jest.mocked(confirmOtp);

const AD_PATH = '/used-tractors/mahindra-575-di-2019-pune-123';
const show = (path = AD_PATH) => renderInRemote(<Routes>{usedRoutes()}</Routes>, { path });

describe('a used ad page', () => {
  beforeAll(() => {
    registerNamespace('used', usedTexts);
    registerNamespace('account', accountTexts);
  });
  beforeEach(() => {
    jest.resetAllMocks();
    mockedAd.mockResolvedValue(adDetailFixture());
  });

  it('shows the seller’s fields, the estimate line, similar ads, and counts one view', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: '2019 Mahindra 575 DI XP Plus' }),
    ).toBeInTheDocument();
    expect(mockedAd).toHaveBeenCalledWith(123, 'en', expect.anything());
    expect(countUsedAdView).toHaveBeenCalledWith(123);
    expect(screen.getByText('₹4.20 Lakh')).toBeInTheDocument();
    expect(screen.getByText('Priced 8 % below the estimate of ₹4.30 Lakh - ₹4.90 Lakh')).toBeInTheDocument();
    expect(screen.getByText('Third party')).toBeInTheDocument();
    expect(screen.getByText('MH-12')).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar ads' });
    expect(within(similar).getByRole('link', { name: '2018 Mahindra 575 DI XP Plus' })).toHaveAttribute(
      'href',
      '/used-tractors/mahindra-575-di-2018-nashik-130',
    );
    expect(screen.getByRole('link', { name: 'How the estimate is made' })).toHaveAttribute(
      'href',
      '/used-vehicle-valuation?vertical=tractor&brand=mahindra&model=575-di&year=2019&kms=4200&owner=1st&state=maharashtra',
    );
  });

  it('moves through the photos with the arrow keys and the buttons', async () => {
    show();
    const strip = await screen.findByRole('list', { name: 'Photos of the vehicle' });
    expect(screen.getByText('Photo 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(screen.getByText('Photo 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 1 of 2')).toBeInTheDocument();
  });

  it('says a sold ad is sold, offers no contact, and leads to similar active ads', async () => {
    mockedAd.mockResolvedValue(adDetailFixture({ status: 'sold', soldAt: '2026-11-25T10:00:00.000Z' }));
    show();
    expect(
      await screen.findByText('This vehicle has been sold. These similar ads are still for sale:'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact seller' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2018 Mahindra 575 DI XP Plus' })).toBeInTheDocument();
  });

  it('contact seller: checks the fields, confirms a one-time code, then shows the number as a tel: link', async () => {
    const user = userEvent.setup();
    mockedContact
      .mockResolvedValueOnce({ status: 'needs-otp', message: 'Confirm your mobile number' })
      .mockResolvedValueOnce({
        status: 'revealed',
        seller: { sellerName: 'Ramesh', sellerMobile: '9876543210', revealsLeftToday: 9 },
      });
    mockedSendOtp.mockResolvedValue({ error: false, message: 'sent', data: null } as never);
    mockedConfirm.mockResolvedValue({
      error: false,
      message: 'ok',
      data: { verificationToken: 'tok-1', expiresInSeconds: 600 },
    } as never);
    show();
    await user.click(await screen.findByRole('button', { name: 'Contact seller' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(mockedContact).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your name'), 'Suresh Jadhav');
    await user.type(screen.getByLabelText('Your mobile number'), '9822011111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to 9822011111.')).toBeInTheDocument();
    expect(mockedSendOtp).toHaveBeenCalledWith('9822011111', 'verify');

    await user.type(screen.getByLabelText('6-digit code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify and show the number' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and show the number' }));

    expect(await screen.findByRole('link', { name: 'Call 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(mockedConfirm).toHaveBeenCalledWith('9822011111', '123456', 'verify');
    expect(mockedContact).toHaveBeenLastCalledWith(123, {
      name: 'Suresh Jadhav',
      mobile: '9822011111',
      verificationToken: 'tok-1',
      locale: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('We sent the seller your name and number by SMS.');
  });

  it('shows the API’s refusal, e.g. the daily limit', async () => {
    const user = userEvent.setup();
    mockedContact.mockResolvedValue({
      status: 'refused',
      httpStatus: 429,
      message: 'You have seen 10 sellers’ numbers today. Try again tomorrow.',
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Contact seller' }));
    await user.type(screen.getByLabelText('Your name'), 'Suresh Jadhav');
    await user.type(screen.getByLabelText('Your mobile number'), '9822011111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have seen 10 sellers’ numbers today.');
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('goes to the ad’s own path when the words in the URL are not its own', async () => {
    show('/used-tractors/old-words-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2019 Mahindra 575 DI XP Plus' }),
    ).toBeInTheDocument();
    expect(mockedAd).toHaveBeenCalledWith(123, 'en', expect.anything());
  });
});
