import '@cvb/lead-forms/testing/fake-indexeddb';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postContactMessage } from '@cvb/api-client';
import { waitingForms } from '@cvb/lead-forms/offline';
import { AxiosError } from 'axios';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { badRequest } from '../../testing/bad-request';
import { registerPagesTexts } from '../../texts/pages-texts';
import { ContactPage } from './contact-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  postContactMessage: jest.fn(),
}));
const mockedSend = jest.mocked(postContactMessage);

beforeAll(registerPagesTexts);
afterEach(() => {
  jest.restoreAllMocks();
  mockedSend.mockReset();
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const VALID = {
  'Your name': 'Ravi Sharma',
  'Mobile number': '9876543210',
  'Email address': 'ravi@sharmatransport.in',
  Subject: 'Dealer in Nashik',
  Message: 'Please share the Eicher Pro 2049 dealer in Nashik.',
};

describe('contact us page', () => {
  it('shows the page text and a labelled form', () => {
    renderInRemote(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our office' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('asks to fill all details when nothing was entered', async () => {
    renderInRemote(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all details');
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('shows the field-rule message of each wrong field', async () => {
    renderInRemote(<ContactPage />);
    await fill({ 'Your name': 'Ra', 'Mobile number': '98765', 'Email address': 'ravi@' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Name should be at least 3 characters',
      'Mobile number should not be less than 10 digits',
      'Please provide a valid email address',
      'Please Enter any value',
      'Please Enter any value',
    ]);
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('sends the message, confirms it and empties the form', async () => {
    mockedSend.mockResolvedValueOnce({ message: 'Thank you' });
    renderInRemote(<ContactPage />);
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(mockedSend).toHaveBeenCalledWith({
      name: 'Ravi Sharma',
      mobile: '9876543210',
      email: 'ravi@sharmatransport.in',
      subject: 'Dealer in Nashik',
      message: 'Please share the Eicher Pro 2049 dealer in Nashik.',
      idempotencyKey: expect.stringMatching(/^[\w.:-]{8,}$/),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('says so when the message could not be sent, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedSend.mockRejectedValueOnce(new Error('Request failed with status code 503'));
    renderInRemote(<ContactPage />);
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ravi Sharma');
  });

  it('keeps a message sent without a connection, says so, and sends it once with the same key when back online', async () => {
    let online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    mockedSend.mockImplementation(() =>
      online
        ? Promise.resolve({ message: 'Thank you' })
        : Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    );
    renderInRemote(<ContactPage />);
    await fill(VALID);
    online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved — will be sent when you are back online',
    );
    const key = mockedSend.mock.calls[0]?.[0].idempotencyKey;
    expect(await waitingForms()).toEqual([
      expect.objectContaining({
        key,
        kind: 'contact',
        body: expect.objectContaining({ mobile: '9876543210' }),
      }),
    ]);
    expect(mockedSend).toHaveBeenCalledTimes(1);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(mockedSend.mock.calls[1]?.[0]).toEqual(mockedSend.mock.calls[0]?.[0]);
    expect(await waitingForms()).toEqual([]);
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('is saved in Hindi on Hindi pages', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    mockedSend.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    renderInRemote(<ContactPage />, { locale: 'hi' });
    await userEvent.type(screen.getByLabelText('आपका नाम'), 'Ravi Sharma');
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await userEvent.type(screen.getByLabelText('ईमेल पता'), 'ravi@sharmatransport.in');
    await userEvent.type(screen.getByLabelText('विषय'), 'Nashik dealer');
    await userEvent.type(screen.getByLabelText('संदेश'), 'Eicher Pro 2049');
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('सहेज लिया — ऑनलाइन होते ही भेज दिया जाएगा');
  });

  it("shows the API's field-rule message when it refuses the form", async () => {
    mockedSend.mockRejectedValueOnce(badRequest('Enter correct mobile number'));
    renderInRemote(<ContactPage />);
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter correct mobile number');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is in Tamil on Tamil pages', async () => {
    renderInRemote(<ContactPage />, { locale: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'தொடர்பு கொள்ள' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('உங்கள் பெயர்'), 'R2');
    await userEvent.click(screen.getByRole('button', { name: 'செய்தி அனுப்பு' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('பெயரில் எழுத்துகள் மட்டுமே இருக்க வேண்டும்');
  });
});
