import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadFormKind } from './form/lead-kinds';
import { registerLeadTexts } from './register-lead-texts';
import { fakeLeadServices, type FakeLeadServices } from './testing/fake-lead-services';
import { ACE_GOLD, renderLeadButton } from './testing/render-lead-button';

let services: FakeLeadServices;

beforeAll(registerLeadTexts);
beforeEach(() => {
  services = fakeLeadServices();
});

interface KindCase {
  kind: LeadFormKind;
  button: string;
  title: string;
  submit: string;
  asksPincode: boolean;
  asksTimeline: boolean;
  thanks: string;
}

const CASES: KindCase[] = [
  {
    kind: 'callback',
    button: 'Request callback',
    title: 'Request a callback about Tata Ace Gold',
    submit: 'Request callback',
    asksPincode: false,
    asksTimeline: true,
    thanks: 'We have received your request. We will call you back shortly.',
  },
  {
    kind: 'brochure',
    button: 'Download brochure',
    title: 'Get the Tata Ace Gold brochure',
    submit: 'Get brochure',
    asksPincode: false,
    asksTimeline: false,
    thanks:
      'We have received your request. Our dealer partner will call you soon and share the Tata Ace Gold brochure.',
  },
  {
    kind: 'launch-alert',
    button: 'Alert me',
    title: 'Alert me when Tata Ace Gold launches',
    submit: 'Alert me',
    asksPincode: false,
    asksTimeline: false,
    thanks: 'Thanks for your interest! We will notify you when Tata Ace Gold launches.',
  },
  {
    kind: 'test-drive',
    button: 'Book test drive',
    title: 'Book a test drive of Tata Ace Gold',
    submit: 'Book test drive',
    asksPincode: true,
    asksTimeline: true,
    thanks:
      'Thank you for booking a test drive of Tata Ace Gold. Our dealer will call you to fix the date and time.',
  },
  {
    kind: 'loan',
    button: 'Apply for loan',
    title: 'Apply for a loan for Tata Ace Gold',
    submit: 'Apply now',
    asksPincode: true,
    asksTimeline: true,
    thanks:
      'We have received your loan application. Our finance partner will call you with the best offers for Tata Ace Gold.',
  },
];

describe.each(CASES)('the $kind form', (c) => {
  it('asks for its fields, checks them and ends with its own thank-you', async () => {
    const user = userEvent.setup();
    renderLeadButton(services, { kind: c.kind });
    await user.click(screen.getByRole('button', { name: c.button }));
    const dialog = await screen.findByRole('dialog', { name: c.title });
    await waitFor(() => expect(within(dialog).getByLabelText('State')).toHaveValue('Delhi'));
    expect(within(dialog).queryByLabelText(/Pincode/) !== null).toBe(c.asksPincode);
    expect(within(dialog).queryByLabelText(/When do you plan to buy/) !== null).toBe(c.asksTimeline);

    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all details');

    await user.type(within(dialog).getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText('Mobile number'), '98765432101');
    await user.type(within(dialog).getByLabelText('Email'), 'ravi@example.in');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Mobile number should not be more than 10 digits',
    );

    await user.type(within(dialog).getByLabelText('Mobile number'), '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`Thank you!${c.thanks}`);
    expect(services.submitLead).toHaveBeenCalledWith(
      expect.objectContaining({ kind: c.kind, modelSlug: 'ace-gold', mobile: '9876543210' }),
    );
  });
});

describe('a dealer callback', () => {
  it("is titled with the dealer, starts in the dealer's city and sends the dealer id", async () => {
    const user = userEvent.setup();
    renderLeadButton(services, {
      kind: 'callback',
      vehicle: undefined,
      dealer: { id: 7, name: 'Prerana Motors' },
      citySlug: 'pune',
      nameInLabel: true,
    });
    await user.click(screen.getByRole('button', { name: 'Request callback: Prerana Motors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a callback from Prerana Motors' });
    await waitFor(() => expect(within(dialog).getByLabelText('State')).toHaveValue('Maharashtra'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.type(within(dialog).getByLabelText('Email'), 'ravi@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(services.submitLead).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'callback',
        dealerId: 7,
        city: 'pune',
        state: 'Maharashtra',
        brandSlug: undefined,
      }),
    );
  });
});

describe('in Hindi', () => {
  it('shows the form, its messages and the thank-you in Hindi', async () => {
    const user = userEvent.setup();
    renderLeadButton(
      services,
      { kind: 'launch-alert', vehicle: { ...ACE_GOLD, name: 'टाटा एस गोल्ड' } },
      'hi',
    );
    await user.click(screen.getByRole('button', { name: 'मुझे सूचित करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'टाटा एस गोल्ड लॉन्च होने पर मुझे सूचित करें' });
    await waitFor(() => expect(within(dialog).getByLabelText('शहर')).toHaveValue('new-delhi'));
    await user.click(within(dialog).getByRole('button', { name: 'मुझे सूचित करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया सभी विवरण भरें');
    await user.type(within(dialog).getByLabelText('पूरा नाम'), 'रवि कुमार');
    await user.type(within(dialog).getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.type(within(dialog).getByLabelText('ईमेल'), 'ravi@');
    await user.click(within(dialog).getByRole('button', { name: 'मुझे सूचित करें' }));
    expect(within(dialog).getByLabelText('ईमेल')).toHaveAccessibleDescription('कृपया सही ईमेल पता दें');
    await user.type(within(dialog).getByLabelText('ईमेल'), 'example.in');
    await user.click(within(dialog).getByRole('button', { name: 'मुझे सूचित करें' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'आपकी रुचि के लिए धन्यवाद! टाटा एस गोल्ड लॉन्च होते ही हम आपको सूचित करेंगे।',
    );
    expect(services.submitLead).toHaveBeenCalledWith(
      expect.objectContaining({ source: '/trucks/tata-motors/ace-gold', kind: 'launch-alert' }),
    );
  });
});
