import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlert } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { aceSummary } from './model-fixtures';
import { SetModelAlert } from './set-model-alert';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  createAlert: jest.fn(),
}));
const mockedCreate = jest.mocked(createAlert);

beforeEach(() => mockedCreate.mockReset());

it("sets a catalogue alert for the model's price, in the page's language", async () => {
  mockedCreate.mockResolvedValue({} as Awaited<ReturnType<typeof createAlert>>);
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(
    <SetModelAlert vertical="truck" model={aceSummary} name="Tata Ace Gold" />,
    {
      locale: 'hi',
      path: '/hi/trucks/tata-motors/ace-gold',
    },
  );
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' } as Parameters<typeof userKnown>[0]));
  });
  await user.click(await screen.findByRole('button', { name: 'अलर्ट लगाएँ' }));
  expect(screen.getByRole('form', { name: 'Tata Ace Gold की कीमत बदले तो बताएँ' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'अलर्ट सहेजें' }));
  expect(mockedCreate).toHaveBeenCalledWith({
    locale: 'hi',
    rule: {
      kind: 'catalogue',
      vertical: 'truck',
      brand: 'tata-motors',
      model: 'ace-gold',
      events: ['price-change', 'new-model'],
    },
  });
  expect(await screen.findByRole('link', { name: 'आपके अलर्ट' })).toHaveAttribute('href', '/hi/account/alerts');
});

it('asks a visitor to log in instead of opening the form', async () => {
  const opened = jest.fn();
  window.addEventListener('cvb:open-login', opened);
  const user = userEvent.setup({ delay: null });
  renderInRemote(<SetModelAlert vertical="truck" model={aceSummary} name="Tata Ace Gold" />);
  await user.click(await screen.findByRole('button', { name: 'Set an alert' }));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(mockedCreate).not.toHaveBeenCalled();
  window.removeEventListener('cvb:open-login', opened);
});
