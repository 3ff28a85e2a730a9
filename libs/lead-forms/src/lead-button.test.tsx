import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerLeadTexts } from './register-lead-texts';
import { ApiRefusal, fakeLeadServices, type FakeLeadServices } from './testing/fake-lead-services';
import { renderLeadButton } from './testing/render-lead-button';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { LeadButton } from './lead-button';
import { LeadServicesContext } from './flow/lead-services';

let services: FakeLeadServices;

beforeAll(registerLeadTexts);
beforeEach(() => {
  services = fakeLeadServices();
});

async function openQuote() {
  const user = userEvent.setup();
  renderLeadButton(services);
  await user.click(screen.getByRole('button', { name: 'Get price quote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get the best price for Tata Ace Gold' });
  await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('new-delhi'));
  return { user, dialog };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, mobile = '9876543210') {
  await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
}

describe('LeadButton: the dialog loads when it is asked for', () => {
  it('shows no dialog until the tap, then opens it once its code has arrived, focus in the form', async () => {
    const user = userEvent.setup();
    renderLeadButton(services);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get price quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the best price for Tata Ace Gold' });
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
  });

  it('opens from the keyboard (Tab to the button, Enter) and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderLeadButton(services);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Get price quote' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Get the best price for Tata Ace Gold' });
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('LeadButton: price quote', () => {
  it('opens a labelled modal with focus in the form; Escape closes it and focus returns', async () => {
    const { user, dialog } = await openQuote();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('State')).toHaveValue('Delhi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get price quote' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openQuote();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Get price quote' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it("answers an untouched submit with 'Please fill all details' and sends nothing", async () => {
    const { user, dialog } = await openQuote();
    await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all details');
    expect(services.submitLead).not.toHaveBeenCalled();
  });

  it('shows the exact field-rule message under each field', async () => {
    const { user, dialog } = await openQuote();
    await user.type(screen.getByLabelText('Full name'), 'Ra');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    await user.type(screen.getByLabelText(/Pincode/), '0110');
    await user.selectOptions(screen.getByLabelText('City'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name should be at least 3 characters',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Mobile number should not be less than 10 digits',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a valid email address',
    );
    expect(screen.getByLabelText(/Pincode/)).toHaveAccessibleDescription(
      'Please enter a valid 6-digit pincode',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please select city');
    expect(services.submitLead).not.toHaveBeenCalled();
  });

  it('fills the state from the chosen city and leaves it editable', async () => {
    const { user } = await openQuote();
    await user.selectOptions(screen.getByLabelText('City'), 'Kochi');
    expect(screen.getByLabelText('State')).toHaveValue('Kerala');
    await user.clear(screen.getByLabelText('State'));
    await user.type(screen.getByLabelText('State'), 'Kerala State');
    expect(screen.getByLabelText('State')).toHaveValue('Kerala State');
  });

  it('offers the buying timeline', async () => {
    await openQuote();
    const options = within(screen.getByLabelText(/When do you plan to buy/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select an option',
      'Just researching',
      'Within 15 days',
      'Within 30 days',
      'Within 90 days',
      'Not decided yet',
    ]);
  });

  it('sends the lead with the vehicle, city, timeline and page, then thanks the visitor', async () => {
    const { user, dialog } = await openQuote();
    await fillContact(user);
    await user.type(screen.getByLabelText(/Pincode/), '110001');
    await user.selectOptions(screen.getByLabelText(/When do you plan to buy/), 'Within 30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you!We have received your request. Our dealer partner will call you soon with the best price of Tata Ace Gold.',
    );
    expect(services.submitLead).toHaveBeenCalledTimes(1);
    expect(services.submitLead.mock.calls[0][0]).toEqual({
      kind: 'quote',
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.in',
      pincode: '110001',
      city: 'new-delhi',
      state: 'Delhi',
      timeline: '30-days',
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      variantSlug: undefined,
      dealerId: undefined,
      source: '/trucks/tata-motors/ace-gold',
      idempotencyKey: expect.stringMatching(/^[\w.:-]{8,}$/),
      verificationToken: undefined,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends one lead for a double click, the button disabled while it is sent', async () => {
    let answer: (value: { status: 'stored' }) => void = () => undefined;
    services.submitLead.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openQuote();
    await fillContact(user);
    const submit = within(dialog).getByRole('button', { name: 'Get price quote' });
    await user.dblClick(submit);
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer({ status: 'stored' });
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(services.submitLead).toHaveBeenCalledTimes(1);
  });

  it('keeps the entered details and says why when the call fails', async () => {
    services.submitLead
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(new ApiRefusal('Enter correct mobile number'));
    const { user, dialog } = await openQuote();
    await fillContact(user);
    await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send your details. Please check your connection and try again.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Get price quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter correct mobile number');
    const keys = services.submitLead.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('LeadButton: code step', () => {
  async function reachCodeStep() {
    services.submitLead
      .mockResolvedValueOnce({
        status: 'needs-otp',
        message: 'Please verify your mobile number with the OTP we send you',
      })
      .mockResolvedValue({ status: 'stored' });
    const opened = await openQuote();
    await fillContact(opened.user);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Get price quote' }));
    await within(opened.dialog).findByRole('heading', { name: 'Verify your mobile number' });
    return opened;
  }

  it('sends a code to the mobile and asks for it', async () => {
    const { dialog } = await reachCodeStep();
    expect(services.sendCode).toHaveBeenCalledWith('9876543210');
    expect(within(dialog).getByText('We have sent a 6-digit code by SMS to 9876543210.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('One-time code')).toHaveFocus();
  });

  it('checks the code format, shows the API refusal, then resubmits the same lead with the token', async () => {
    services.confirmCode.mockRejectedValueOnce(new ApiRefusal('Invalid code')).mockResolvedValue('token-42');
    const { user, dialog } = await reachCodeStep();
    const code = within(dialog).getByLabelText('One-time code');
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(services.confirmCode).not.toHaveBeenCalled();

    await user.type(code, '3456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid code');

    await user.click(within(dialog).getByRole('button', { name: 'Verify and submit' }));
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(services.confirmCode).toHaveBeenLastCalledWith('9876543210', '123456');
    const [first, second] = services.submitLead.mock.calls.map(([request]) => request);
    expect(second).toEqual({ ...first, verificationToken: 'token-42' });
  });

  it('sends a new code on request and goes back to change the mobile with the details kept', async () => {
    const { user, dialog } = await reachCodeStep();
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText('A new code is on its way.')).toBeInTheDocument();
    expect(services.sendCode).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Change mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
  });
});

describe('LeadButton: a subject that is not a catalogue vehicle (a tyre model)', () => {
  it('titles the form with its name and sends the page path as the source, without vehicle slugs', async () => {
    const user = userEvent.setup();
    renderInRemote(
      <LeadServicesContext.Provider value={services}>
        <LeadButton kind="callback" subjectName="MRF Steel Muscle S1R4" />
      </LeadServicesContext.Provider>,
      { path: '/tyres/mrf/steel-muscle-s1r4' },
    );
    await user.click(screen.getByRole('button', { name: 'Request callback' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request a callback about MRF Steel Muscle S1R4',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('new-delhi'));
    await fillContact(user);
    await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you!');
    expect(services.submitLead.mock.calls[0][0]).toMatchObject({
      kind: 'callback',
      vertical: undefined,
      brandSlug: undefined,
      modelSlug: undefined,
      source: '/tyres/mrf/steel-muscle-s1r4',
    });
  });
});
