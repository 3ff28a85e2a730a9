import '../testing/fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { registerLeadTexts } from '../register-lead-texts';
import { fakeLeadServices, type FakeLeadServices } from '../testing/fake-lead-services';
import { renderLeadButton } from '../testing/render-lead-button';
import { waitingForms } from './waiting-forms';

let services: FakeLeadServices;
let online = true;

beforeAll(() => {
  registerLeadTexts();
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
beforeEach(() => {
  online = true;
  services = fakeLeadServices();
});

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

async function sendQuoteOffline() {
  const user = userEvent.setup();
  renderLeadButton(services);
  await user.click(screen.getByRole('button', { name: 'Get price quote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get the best price for Tata Ace Gold' });
  await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('new-delhi'));
  await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
  await user.selectOptions(screen.getByLabelText(/When do you plan to buy/), 'Within 30 days');
  online = false;
  services.submitLead.mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
  await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
  return { user, dialog };
}

describe('a lead sent without a connection', () => {
  it('is kept on the phone, says so, and goes once (same idempotency key) when the connection is back', async () => {
    const { dialog } = await sendQuoteOffline();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Saved — will be sent when you are back online',
    );
    const kept = await waitingForms();
    expect(kept).toHaveLength(1);
    const key = services.submitLead.mock.calls[0]?.[0].idempotencyKey;
    expect(kept[0]).toMatchObject({ key, kind: 'lead', body: { idempotencyKey: key, mobile: '9876543210' } });

    goOnline();
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(services.submitLead).toHaveBeenCalledTimes(2);
    expect(services.submitLead.mock.calls[1]?.[0].idempotencyKey).toBe(key);
    await waitFor(async () => expect(await waitingForms()).toHaveLength(0));
  });

  it('asks for the one-time code once the connection is back, when the API wants the mobile verified', async () => {
    const { user, dialog } = await sendQuoteOffline();
    await within(dialog).findByText('Saved — will be sent when you are back online');
    services.submitLead.mockResolvedValueOnce({ status: 'needs-otp', message: 'Verify your mobile' });

    goOnline();
    const code = await within(dialog).findByLabelText('One-time code');
    expect(services.sendCode).toHaveBeenCalledWith('9876543210');
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(services.submitLead.mock.calls.map(([request]) => request.verificationToken)).toEqual([
      undefined,
      undefined,
      'token-1',
    ]);
    expect(new Set(services.submitLead.mock.calls.map(([request]) => request.idempotencyKey)).size).toBe(1);
  });
});
