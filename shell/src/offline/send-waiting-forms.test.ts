import '@cvb/lead-forms/testing/fake-indexeddb';
import { AxiosError, AxiosHeaders } from 'axios';
import { forgetWaitingForm, keepWaitingForm, waitingForms, type WaitingForm } from '@cvb/lead-forms/offline';
import { sendWaitingForm, type FormSenders } from './send-waiting-forms';

const contact: WaitingForm = {
  key: 'contact-5b1f0c2e-01',
  kind: 'contact',
  body: {
    name: 'Gurpreet Singh',
    mobile: '9815012345',
    email: 'gurpreet@singh-roadlines.in',
    subject: 'Dealer in Ludhiana',
    message: 'Which Mahindra dealer in Ludhiana has the Furio 7 in stock?',
    idempotencyKey: 'contact-5b1f0c2e-01',
  },
  savedAt: new Date().toISOString(),
};
const review: WaitingForm = {
  key: 'review:trucks/tata-motors/ace-gold',
  kind: 'review',
  body: { vertical: 'trucks', brandSlug: 'tata-motors', modelSlug: 'ace-gold', title: 'Good for city loads' },
  savedAt: new Date().toISOString(),
};

function senders(): jest.Mocked<FormSenders> {
  return {
    lead: jest.fn(),
    contact: jest.fn().mockResolvedValue({ message: 'Thank you for contacting us.' }),
    review: jest.fn().mockResolvedValue({ updated: false }),
  };
}

beforeEach(async () => {
  for (const form of await waitingForms()) await forgetWaitingForm(form.key);
});

describe('a kept contact message or review whose form was closed', () => {
  it('goes to its own API call with the body as kept, then is forgotten', async () => {
    await keepWaitingForm(contact);
    await keepWaitingForm(review);
    const api = senders();
    expect(await sendWaitingForm(contact, api)).toBe('sent');
    expect(await sendWaitingForm(review, api)).toBe('sent');
    expect(api.contact).toHaveBeenCalledWith(contact.body);
    expect(api.review).toHaveBeenCalledWith(review.body);
    expect(api.lead).not.toHaveBeenCalled();
    expect(await waitingForms()).toEqual([]);
  });

  it('stays kept while the network is still lost', async () => {
    await keepWaitingForm(contact);
    const api = senders();
    api.contact.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(await sendWaitingForm(contact, api)).toBe('kept');
    expect((await waitingForms()).map((form) => form.key)).toEqual([contact.key]);
  });

  it('is dropped when the API refuses it (a review whose sign-in has ended)', async () => {
    await keepWaitingForm(review);
    const api = senders();
    api.review.mockRejectedValue(
      new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 401,
        statusText: 'Unauthorized',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { message: 'Please log in' },
      }),
    );
    expect(await sendWaitingForm(review, api)).toBe('dropped');
    expect(await waitingForms()).toEqual([]);
  });
});
