import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlert } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { SetUsedAlert, usedAlertRule } from './set-used-alert';
import type { ActiveFilter } from './active-filters';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  createAlert: jest.fn(),
}));
const mockedCreate = jest.mocked(createAlert);

const chip = (key: string, label: string): ActiveFilter => ({ key, label, href: '/', without: 0 });
const page = { vertical: 'tractor', stateSlug: 'maharashtra' } as const;
const filters = {
  brand: 'mahindra',
  model: '575-di',
  state: 'maharashtra',
  priceBand: '2-5-lakh',
  fuel: 'diesel',
  yearMin: 2018,
  sort: 'newest',
  page: 1,
} as const;

beforeEach(() => mockedCreate.mockReset());

it("saves the list's brand, model, state, price band's top and year as a saved search", async () => {
  mockedCreate.mockResolvedValue({} as Awaited<ReturnType<typeof createAlert>>);
  const user = userEvent.setup({ delay: null });
  const { store } = renderInRemote(
    <SetUsedAlert
      page={page}
      filters={filters}
      title="Used tractors in Maharashtra"
      chips={[
        chip('brand', 'Mahindra'),
        chip('model', '575 DI'),
        chip('fuel', 'Diesel'),
        chip('priceBand', '₹2-5 Lakh'),
      ]}
    />,
    { path: '/used-tractors/maharashtra' },
  );
  act(() => {
    store.dispatch(userKnown({ id: 3, name: 'Ramesh Pawar' } as Parameters<typeof userKnown>[0]));
  });
  await user.click(screen.getByRole('button', { name: 'Set an alert' }));
  // The fuel is not part of a saved search, so the form does not promise it.
  expect(
    screen.getByRole('form', {
      name: 'Tell me about new ads like these: Used tractors in Maharashtra, Mahindra, 575 DI, ₹2-5 Lakh',
    }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(mockedCreate).toHaveBeenCalledWith({
    locale: 'en',
    rule: {
      kind: 'used-ad',
      vertical: 'tractor',
      brand: 'mahindra',
      model: '575-di',
      state: 'maharashtra',
      maxPrice: 500_000,
      minYear: 2018,
    },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Alert saved. We will send you an SMS.');
});

it('keeps a typed top price over the band, and no model without a brand', () => {
  expect(
    usedAlertRule(
      { vertical: 'truck' },
      { model: 'ace', maxPrice: 350_000, priceBand: '5-10-lakh', sort: 'newest', page: 1 },
    ),
  ).toEqual({ kind: 'used-ad', vertical: 'truck', maxPrice: 350_000 });
});

it('asks a visitor to log in, in Telugu on a Telugu page', async () => {
  const opened = jest.fn();
  window.addEventListener('cvb:open-login', opened);
  const user = userEvent.setup({ delay: null });
  renderInRemote(
    <SetUsedAlert page={{ vertical: 'truck' }} filters={{ sort: 'newest', page: 1 }} title="x" chips={[]} />,
    {
      locale: 'te',
      path: '/te/used-trucks',
    },
  );
  await user.click(await screen.findByRole('button', { name: 'అలర్ట్ పెట్టండి' }));
  expect(opened).toHaveBeenCalledTimes(1);
  expect(mockedCreate).not.toHaveBeenCalled();
  window.removeEventListener('cvb:open-login', opened);
});
