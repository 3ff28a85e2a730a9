import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteAlert, fetchAccountMe, fetchMyAlerts, updateAlert } from '@cvb/api-client';
import type { Alert, AccountMeResponse } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { AlertsPage } from './alerts-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAccountMe: jest.fn(),
  fetchMyAlerts: jest.fn(),
  updateAlert: jest.fn(),
  deleteAlert: jest.fn(),
}));
const mockedMe = jest.mocked(fetchAccountMe);
const mockedList = jest.mocked(fetchMyAlerts);
const mockedUpdate = jest.mocked(updateAlert);
const mockedDelete = jest.mocked(deleteAlert);

const onion: Alert = {
  id: 7,
  rule: {
    kind: 'mandi',
    commodity: 'onion',
    state: 'maharashtra',
    district: 'nashik',
    market: 'lasalgaon',
    condition: 'above',
    price: 2000,
  },
  locale: 'en',
  paused: false,
  createdAt: '2026-11-20T04:30:00.000Z',
  lastFiredAt: '2026-11-24T05:00:00.000Z',
};
const diesel: Alert = {
  id: 8,
  rule: { kind: 'fuel', city: 'nagpur', fuel: 'diesel', minChange: 1 },
  locale: 'en',
  paused: true,
  createdAt: '2026-11-21T04:30:00.000Z',
  lastFiredAt: null,
};

const signedIn = {
  user: { id: 3, name: 'Ramesh Pawar', mobile: '9876500001', email: null, role: 'user' },
} as unknown as AccountMeResponse;

beforeEach(() => {
  jest.clearAllMocks();
  mockedMe.mockResolvedValue(signedIn);
});

it('lists the alerts with what each watches, whether it is on and when it last fired', async () => {
  mockedList.mockResolvedValue({ items: [onion, diesel] });
  renderInRemote(<AlertsPage />, { path: '/account/alerts' });
  const first = await screen.findByRole('listitem', { name: 'Onion in Lasalgaon above ₹2,000 a quintal' });
  expect(within(first).getByText(/Active · Last sent/)).toBeInTheDocument();
  const second = screen.getByRole('listitem', { name: 'Diesel in Nagpur moves by ₹1.00 or more' });
  expect(within(second).getByText('Paused · Not sent yet')).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
});

it('pauses, changes the price of and deletes an alert, and reloads the list each time', async () => {
  mockedList.mockResolvedValue({ items: [onion] });
  mockedUpdate.mockResolvedValue(onion);
  mockedDelete.mockResolvedValue();
  const user = userEvent.setup({ delay: null });
  renderInRemote(<AlertsPage />, { path: '/account/alerts' });
  const item = await screen.findByRole('listitem', { name: 'Onion in Lasalgaon above ₹2,000 a quintal' });
  await user.click(within(item).getByRole('button', { name: 'Pause' }));
  expect(mockedUpdate).toHaveBeenCalledWith(7, { paused: true }, 'en');
  const price = within(await screen.findByRole('listitem')).getByRole('spinbutton', {
    name: 'Price (₹ a quintal)',
  });
  await user.clear(price);
  await user.type(price, '2500');
  await user.click(screen.getByRole('button', { name: 'Save price' }));
  expect(mockedUpdate).toHaveBeenLastCalledWith(7, { rule: { ...onion.rule, price: 2500 } }, 'en');
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(mockedDelete).toHaveBeenCalledWith(7, 'en');
  await waitFor(() => expect(mockedList).toHaveBeenCalledTimes(4));
});

it('says the alert is stopped when the SMS stop link lands here, and asks a visitor to log in', async () => {
  mockedMe.mockResolvedValue({ user: null } as unknown as AccountMeResponse);
  renderInRemote(<AlertsPage />, { path: '/account/alerts?stopped=7' });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The alert is stopped. You will not get it again.',
  );
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(mockedList).not.toHaveBeenCalled();
});

it('shows the empty state in Hindi', async () => {
  mockedList.mockResolvedValue({ items: [] });
  renderInRemote(<AlertsPage />, { path: '/account/alerts', locale: 'hi' });
  expect(await screen.findByText(/अभी आपका कोई अलर्ट नहीं है/)).toBeInTheDocument();
});

it('names what an alert watches in the page’s language, from the names the API gives', async () => {
  const tata: Alert = {
    id: 9,
    rule: {
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'tata-motors',
      model: 'ace-gold',
      events: ['new-model'],
    },
    locale: 'hi',
    paused: false,
    createdAt: '2026-11-21T04:30:00.000Z',
    lastFiredAt: null,
    names: { brand: 'Tata Motors', model: 'Tata Ace Gold' },
  };
  mockedList.mockResolvedValue({
    items: [{ ...onion, names: { commodity: 'प्याज़', place: 'लासलगांव' } }, tata],
  });
  renderInRemote(<AlertsPage />, { path: '/hi/account/alerts', locale: 'hi' });
  expect(
    await screen.findByRole('listitem', { name: 'लासलगांव में प्याज़ ₹2,000 प्रति क्विंटल से ऊपर' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('listitem', { name: 'Tata Ace Gold के नए मॉडल और कीमत में बदलाव' }),
  ).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith('hi', expect.anything());
});
