import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlert } from '@cvb/api-client';
import type { Alert } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { EMANDI_NS, emandiTexts } from '../texts';
import { SetFuelAlert } from './set-fuel-alert';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), createAlert: jest.fn() }));
const mockedCreate = jest.mocked(createAlert);

beforeAll(() => registerNamespace(EMANDI_NS, emandiTexts));

it('sets an alert on diesel in a city moving by at least an amount', async () => {
  mockedCreate.mockResolvedValue({ id: 2 } as Alert);
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(
    <SetFuelAlert city="nagpur" cityName="Nagpur" fuel="diesel" fuelName="Diesel" />,
  );
  act(() => {
    store.dispatch(userKnown({ id: 5, name: 'Vikram Rathod' }));
  });
  await user.click(screen.getByRole('button', { name: 'Set an alert' }));
  expect(screen.getByRole('form', { name: 'Tell me when Diesel in Nagpur changes' })).toBeInTheDocument();
  const amount = screen.getByRole('spinbutton', { name: 'By at least (₹)' });
  await user.clear(amount);
  await user.type(amount, '0.5');
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(mockedCreate).toHaveBeenCalledWith({
    locale: 'en',
    rule: { kind: 'fuel', city: 'nagpur', fuel: 'diesel', minChange: 0.5 },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Alert saved. We will send you an SMS.');
});
