import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAlertBell, markAlertsRead } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { AlertBellSlot } from './alert-bell-slot';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAlertBell: jest.fn(),
  markAlertsRead: jest.fn(),
}));
const mockedBell = jest.mocked(fetchAlertBell);
const mockedRead = jest.mocked(markAlertsRead);

const fired = {
  id: 41,
  alertId: 7,
  text: 'CV Bazaar: Onion at Lasalgaon is ₹2,150/quintal, above your ₹2,000.',
  path: '/emandi/market/maharashtra/nashik/lasalgaon',
  firedAt: '2026-11-24T05:00:00.000Z',
  read: false,
};

afterEach(() => jest.clearAllMocks());

it('shows nothing, and loads nothing, for a visitor', () => {
  renderInRemote(<AlertBellSlot />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(mockedBell).not.toHaveBeenCalled();
});

it('shows a signed-in person the unread count, the fired alerts and marks them read', async () => {
  mockedBell
    .mockResolvedValueOnce({ unread: 1, items: [fired] })
    .mockResolvedValueOnce({ unread: 0, items: [{ ...fired, read: true }] });
  mockedRead.mockResolvedValue();
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(<AlertBellSlot />);
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' }));
  });
  await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
  const panel = screen.getByRole('region', { name: 'Alerts' });
  expect(within(panel).getByRole('link', { name: fired.text })).toHaveAttribute('href', fired.path);
  expect(within(panel).getByRole('link', { name: 'Your alerts' })).toHaveAttribute('href', '/account/alerts');
  await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
  expect(mockedRead).toHaveBeenCalledWith();
  expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('speaks Tamil and says when there is nothing yet', async () => {
  mockedBell.mockResolvedValue({ unread: 0, items: [] });
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(<AlertBellSlot />, { locale: 'ta' });
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Murugan' }));
  });
  await user.click(await screen.findByRole('button', { name: 'அலர்ட்கள்' }));
  expect(screen.getByText('இதுவரை எந்த அலர்ட்டும் வரவில்லை.')).toBeInTheDocument();
  expect(mockedBell).toHaveBeenCalledWith('ta', expect.anything());
});
