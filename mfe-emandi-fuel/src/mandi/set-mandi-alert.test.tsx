import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlert } from '@cvb/api-client';
import type { Alert } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { EMANDI_NS, emandiTexts } from '../texts';
import { mandiRecord, onion } from '../testing/fixtures';
import { SetMandiAlert } from './set-mandi-alert';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), createAlert: jest.fn() }));
const mockedCreate = jest.mocked(createAlert);

const lasalgaon = mandiRecord({
  commodity: onion,
  state: { slug: 'maharashtra', name: 'Maharashtra' },
  district: { slug: 'nashik', name: 'Nashik' },
  market: { slug: 'lasalgaon', name: 'Lasalgaon' },
  modalPrice: 1850,
});
const khanna = mandiRecord({ commodity: onion });

beforeAll(() => registerNamespace(EMANDI_NS, emandiTexts));
beforeEach(() => jest.clearAllMocks());

it('sets an alert above a price in the chosen market for a signed-in person', async () => {
  mockedCreate.mockResolvedValue({ id: 1 } as Alert);
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(
    <SetMandiAlert commodity="onion" name="Onion" records={[khanna, lasalgaon, lasalgaon]} />,
  );
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' } as Parameters<typeof userKnown>[0]));
  });
  await user.click(screen.getByRole('button', { name: 'Set an alert' }));
  const form = screen.getByRole('form', { name: 'Tell me about Onion' });
  expect(form).toBeInTheDocument();
  expect(screen.getAllByRole('option', { name: /Lasalgaon/ })).toHaveLength(1);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'maharashtra/nashik/lasalgaon');
  await user.type(screen.getByRole('spinbutton', { name: 'Price (₹ per quintal)' }), '2000');
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(mockedCreate).toHaveBeenCalledWith({
    locale: 'en',
    rule: {
      kind: 'mandi',
      commodity: 'onion',
      state: 'maharashtra',
      district: 'nashik',
      market: 'lasalgaon',
      condition: 'above',
      price: 2000,
    },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Alert saved. We will send you an SMS.');
  expect(screen.getByRole('link', { name: 'Your alerts' })).toHaveAttribute('href', '/account/alerts');
});

it('asks a visitor to log in instead of opening the form', async () => {
  const opened = jest.fn();
  window.addEventListener('cvb:open-login', opened);
  const user = userEvent.setup({ delay: null });
  renderInRemote(<SetMandiAlert commodity="onion" name="Onion" records={[lasalgaon]} />);
  await user.click(screen.getByRole('button', { name: 'Set an alert' }));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  window.removeEventListener('cvb:open-login', opened);
});

it('says so when the alert could not be saved, in Hindi', async () => {
  mockedCreate.mockRejectedValue(new Error('422'));
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(<SetMandiAlert commodity="onion" name="प्याज" records={[lasalgaon]} />, {
    locale: 'hi',
  });
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' } as Parameters<typeof userKnown>[0]));
  });
  // The shared "Set an alert" texts (namespace ui) arrive in the page's language a moment after the first render.
  await user.click(await screen.findByRole('button', { name: 'अलर्ट लगाएँ' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'कब' }), 'daily');
  await user.click(screen.getByRole('button', { name: 'अलर्ट सहेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('अलर्ट सहेजा नहीं जा सका। कृपया फिर कोशिश करें।');
});
