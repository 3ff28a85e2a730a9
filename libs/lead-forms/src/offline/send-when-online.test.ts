import '../testing/fake-indexeddb';
import { AxiosError, AxiosHeaders } from 'axios';
import { keepAndSendWhenOnline } from './send-when-online';
import { isFormOpen, waitingForms } from './waiting-forms';

let online = true;
beforeAll(() => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  online = true;
});

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

const contact = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@kumar-logistics.in',
  subject: 'Dealer listing',
  message: 'Please list our Eicher dealership in Nagpur.',
  idempotencyKey: 'contact-0000-0001',
};
const networkError = () => new AxiosError('Network Error', 'ERR_NETWORK');
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a form kept offline and sent when the connection is back', () => {
  it('is kept under its key while offline, sent once when online, then forgotten', async () => {
    online = false;
    const send = jest.fn().mockResolvedValue({ message: 'Thank you for contacting us.' });
    const outcome = keepAndSendWhenOnline({
      key: contact.idempotencyKey,
      kind: 'contact',
      body: contact,
      send,
    });
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(await waitingForms()).toEqual([
      expect.objectContaining({ key: 'contact-0000-0001', kind: 'contact', body: contact }),
    ]);
    expect(isFormOpen('contact-0000-0001')).toBe(true);

    goOnline();
    expect(await outcome).toEqual({ sent: true, answer: { message: 'Thank you for contacting us.' } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(contact);
    expect(await waitingForms()).toEqual([]);
    expect(isFormOpen('contact-0000-0001')).toBe(false);
  });

  it('tries again with the same body while the network keeps failing', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue('stored');
    const outcome = await keepAndSendWhenOnline({
      key: 'review:trucks/tata-motors/ace-gold',
      kind: 'review',
      body: { title: 'Good for city loads' },
      send,
      retryMs: 5,
    });
    expect(outcome).toEqual({ sent: true, answer: 'stored' });
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.every(([body]) => body.title === 'Good for city loads')).toBe(true);
  });

  it('gives the API’s refusal back and forgets the kept form', async () => {
    const refused = new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { message: 'Please enter a valid mobile number' },
    });
    const send = jest.fn().mockRejectedValue(refused);
    const outcome = await keepAndSendWhenOnline({
      key: 'contact-0000-0002',
      kind: 'contact',
      body: contact,
      send,
    });
    expect(outcome).toEqual({ sent: false, error: refused });
    expect(await waitingForms()).toEqual([]);
  });

  it('stops waiting when its form is closed, leaving the kept copy for the page-wide sender', async () => {
    online = false;
    const controller = new AbortController();
    const send = jest.fn();
    const outcome = keepAndSendWhenOnline({
      key: 'contact-0000-0003',
      kind: 'contact',
      body: contact,
      send,
      signal: controller.signal,
    });
    await flush();
    controller.abort();
    goOnline();
    expect(await outcome).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect((await waitingForms()).map((form) => form.key)).toContain('contact-0000-0003');
    expect(isFormOpen('contact-0000-0003')).toBe(false);
  });
});
