import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import {
  changeMyPassword,
  fetchAccountMe,
  fetchMyAds,
  fetchMyReviews,
  updateMyProfile,
} from '@cvb/api-client';
import type { AccountUser } from '@cvb/contracts';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { accountTexts } from '../texts';
import { AccountPage } from './account-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAccountMe: jest.fn(),
  fetchMyReviews: jest.fn(),
  fetchMyAds: jest.fn(),
  updateMyProfile: jest.fn(),
  changeMyPassword: jest.fn(),
}));
const mockedMe = jest.mocked(fetchAccountMe);
const mockedReviews = jest.mocked(fetchMyReviews);
const mockedAds = jest.mocked(fetchMyAds);
const mockedProfile = jest.mocked(updateMyProfile);
const mockedPassword = jest.mocked(changeMyPassword);

const SUNIL: AccountUser = {
  id: 4,
  name: 'Sunil Patil',
  email: 'sunil@example.in',
  mobile: '9822012345',
  role: 'user',
};

function refused(message: string) {
  const response = { status: 400, data: { error: true, message, data: null } } as AxiosResponse;
  return new AxiosError(
    'Request failed with status code 400',
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

describe('AccountPage', () => {
  beforeAll(() => registerNamespace('account', accountTexts));
  beforeEach(() => {
    jest.resetAllMocks();
    mockedReviews.mockResolvedValue({ reviews: [] });
    mockedAds.mockResolvedValue({ ads: [] });
  });

  it('has every text in six languages', () => {
    expect(missingTranslations(accountTexts)).toEqual({});
  });

  it('tells a visitor they are not signed in and opens the login modal on request', async () => {
    mockedMe.mockResolvedValueOnce({ user: null });
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    renderInRemote(<AccountPage />);
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in or sign up' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('cvb:open-login', opened);
  });

  it('greets a signed-in user by name, in Marathi', async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    renderInRemote(<AccountPage />, { locale: 'mr' });
    expect(await screen.findByRole('heading', { name: 'Sunil Patil म्हणून साइन इन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'माझ्या जाहिराती' })).toBeInTheDocument();
  });

  it('checks the profile with the field rules, then saves it', async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    mockedProfile.mockResolvedValueOnce({
      error: false,
      message: 'Profile updated successfully',
      data: SUNIL,
    });
    renderInRemote(<AccountPage />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Su');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Name should be at least 3 characters')).toBeInTheDocument();
    expect(mockedProfile).not.toHaveBeenCalled();

    await userEvent.type(name, 'nil Patil');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(mockedProfile).toHaveBeenCalledWith({ name: 'Sunil Patil', email: 'sunil@example.in' });
  });

  it("shows the API's refusal of a profile change", async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    mockedProfile.mockRejectedValueOnce(refused('Email already taken'));
    renderInRemote(<AccountPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already taken');
  });

  it('changes the password with the current one, after the length rule', async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    mockedPassword.mockResolvedValueOnce({
      error: false,
      message: 'Password changed successfully',
      data: SUNIL,
    });
    renderInRemote(<AccountPage />);
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await userEvent.type(section.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(section.getByLabelText('New password'), 'abc');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByText('Password should be at least 6 characters')).toBeInTheDocument();
    expect(mockedPassword).not.toHaveBeenCalled();

    await userEvent.type(section.getByLabelText('New password'), 'defgh');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByRole('status')).toHaveTextContent('Password changes successfully...');
    expect(mockedPassword).toHaveBeenCalledWith({ currentPassword: 'old-secret', newPassword: 'abcdefgh' });
  });

  it("lists the user's reviews and ads", async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    mockedReviews.mockResolvedValueOnce({
      reviews: [
        {
          id: 1,
          title: 'Good on ghats',
          modelName: 'Ace Gold',
          brandName: 'Tata Motors',
          vertical: 'truck',
          modelPath: '/trucks/tata-motors/ace-gold',
          rating: 4.25,
          createdAt: '2025-05-01T10:00:00Z',
        },
      ],
    });
    mockedAds.mockResolvedValueOnce({
      ads: [
        {
          id: 7,
          vertical: 'truck',
          brand: 'Eicher',
          model: 'Pro 2049',
          variant: '',
          year: 2021,
          city: 'Pune',
          price: 1250000,
          status: 'sold',
          createdAt: '2025-05-02T10:00:00Z',
        },
      ],
    });
    renderInRemote(<AccountPage />);
    const reviews = within(await screen.findByRole('region', { name: 'My reviews' }));
    expect(await reviews.findByRole('link', { name: 'Tata Motors Ace Gold' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/ace-gold',
    );
    expect(reviews.getByText(/4\.3 out of 5/)).toBeInTheDocument();
    const ads = within(screen.getByRole('region', { name: 'My ads' }));
    expect(await ads.findByText('Eicher Pro 2049 (2021)')).toBeInTheDocument();
    expect(ads.getByText('₹ 12.50 Lakh · Pune')).toBeInTheDocument();
    expect(ads.getByText('Sold')).toBeInTheDocument();
  });

  it('says so when there are no reviews or ads yet', async () => {
    mockedMe.mockResolvedValueOnce({ user: SUNIL });
    renderInRemote(<AccountPage />);
    expect(await screen.findByText('You have not reviewed a vehicle yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no used-vehicle ads yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell your vehicle' })).toHaveAttribute(
      'href',
      '/sell-used-vehicle',
    );
  });
});
