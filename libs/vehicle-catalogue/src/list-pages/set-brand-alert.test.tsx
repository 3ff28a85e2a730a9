import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlert } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { SetBrandAlert } from './set-brand-alert';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  createAlert: jest.fn(),
}));
const mockedCreate = jest.mocked(createAlert);

beforeEach(() => mockedCreate.mockReset());

it('sets a catalogue alert for the brand, for the events the person keeps ticked', async () => {
  mockedCreate.mockResolvedValue({} as Awaited<ReturnType<typeof createAlert>>);
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(
    <SetBrandAlert vertical="tractor" brand={{ slug: 'mahindra', name: 'Mahindra' }} />,
    { path: '/tractors/mahindra' },
  );
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' } as Parameters<typeof userKnown>[0]));
  });
  await user.click(screen.getByRole('button', { name: 'Set an alert' }));
  const form = screen.getByRole('form', { name: 'Tell me about Mahindra' });
  expect(form).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Price changes' }));
  expect(screen.getByRole('checkbox', { name: 'New models' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(mockedCreate).toHaveBeenCalledWith({
    locale: 'en',
    rule: { kind: 'catalogue', vertical: 'tractor', brand: 'mahindra', events: ['new-model'] },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Alert saved. We will send you an SMS.');
});

it('is in Tamil on a Tamil page, and asks a visitor to log in', async () => {
  const opened = jest.fn();
  window.addEventListener('cvb:open-login', opened);
  const user = userEvent.setup({ delay: null });
  renderInRemote(<SetBrandAlert vertical="truck" brand={{ slug: 'eicher', name: 'Eicher' }} />, {
    locale: 'ta',
    path: '/ta/trucks/eicher',
  });
  await user.click(await screen.findByRole('button', { name: 'அலர்ட் அமை' }));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(mockedCreate).not.toHaveBeenCalled();
  window.removeEventListener('cvb:open-login', opened);
});
