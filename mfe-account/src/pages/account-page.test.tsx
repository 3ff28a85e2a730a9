import { screen } from '@testing-library/react';
import { fetchCurrentUser } from '@cvb/api-client';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { accountTexts } from '../texts';
import { AccountPage } from './account-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchCurrentUser: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchCurrentUser);

describe('AccountPage', () => {
  beforeAll(() => registerNamespace('account', accountTexts));

  it('has every text in six languages', () => {
    expect(missingTranslations(accountTexts)).toEqual({});
  });

  it('tells a visitor they are not signed in', async () => {
    mockedFetch.mockResolvedValueOnce({ user: null });
    renderInRemote(<AccountPage />);
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
  });

  it('greets a signed-in user by name, in Marathi', async () => {
    mockedFetch.mockResolvedValueOnce({ user: { id: 4, name: 'Sunil Patil' } });
    renderInRemote(<AccountPage />, { locale: 'mr' });
    expect(await screen.findByRole('heading', { name: 'Sunil Patil म्हणून साइन इन' })).toBeInTheDocument();
  });
});
