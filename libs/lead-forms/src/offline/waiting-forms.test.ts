/** @jest-environment node */
import { IDBFactory } from 'fake-indexeddb';
import { AxiosError, AxiosHeaders } from 'axios';
import {
  forgetWaitingForm,
  isFormOpen,
  keepWaitingForm,
  lostToTheNetwork,
  markFormOpen,
  waitingForms,
  type WaitingForm,
} from './waiting-forms';

const lead = (key: string, savedAt: string): WaitingForm => ({
  key,
  kind: 'lead',
  body: { kind: 'quote', mobile: '9876543210', idempotencyKey: key, source: '/trucks/tata-motors/ace-gold' },
  savedAt,
});

describe('the forms kept on the phone (IndexedDB)', () => {
  it('keeps a form under its idempotency key, once however often it is kept, until it is forgotten', async () => {
    const db = new IDBFactory();
    await keepWaitingForm(lead('key-00000001', '2026-11-28T05:10:00.000Z'), db);
    await keepWaitingForm(lead('key-00000001', '2026-11-28T05:10:00.000Z'), db);
    await keepWaitingForm(lead('key-00000002', '2026-11-28T05:00:00.000Z'), db);
    const now = new Date('2026-11-28T06:00:00.000Z');

    expect((await waitingForms(now, db)).map((form) => form.key)).toEqual(['key-00000002', 'key-00000001']);
    expect((await waitingForms(now, db))[1]?.body).toMatchObject({ idempotencyKey: 'key-00000001' });

    await forgetWaitingForm('key-00000002', db);
    expect((await waitingForms(now, db)).map((form) => form.key)).toEqual(['key-00000001']);
  });

  it('drops a form kept more than a week ago', async () => {
    const db = new IDBFactory();
    await keepWaitingForm(lead('key-old-0001', '2026-11-10T05:00:00.000Z'), db);
    await keepWaitingForm(lead('key-new-0001', '2026-11-27T05:00:00.000Z'), db);
    const now = new Date('2026-11-28T06:00:00.000Z');
    expect((await waitingForms(now, db)).map((form) => form.key)).toEqual(['key-new-0001']);
    expect((await waitingForms(new Date('2026-11-10T06:00:00.000Z'), db)).map((form) => form.key)).toEqual([
      'key-new-0001',
    ]);
  });

  it('tells an open form from a closed one', () => {
    const release = markFormOpen('key-open-001');
    expect(isFormOpen('key-open-001')).toBe(true);
    release();
    expect(isFormOpen('key-open-001')).toBe(false);
  });
});

describe('lostToTheNetwork', () => {
  const refused = new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message: 'Please enter a valid mobile number' },
  });

  it('is true without an answer (no network, time-out) or when the browser is offline', () => {
    expect(lostToTheNetwork(new AxiosError('Network Error', 'ERR_NETWORK'), true)).toBe(true);
    expect(lostToTheNetwork(new AxiosError('timeout', 'ECONNABORTED'), true)).toBe(true);
    expect(lostToTheNetwork(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(lostToTheNetwork(refused, false)).toBe(true);
  });

  it("is false for an answer of the API (a refused field is the visitor's to correct) and for a cancelled call", () => {
    expect(lostToTheNetwork(refused, true)).toBe(false);
    expect(lostToTheNetwork(new AxiosError('canceled', 'ERR_CANCELED'), true)).toBe(false);
  });
});
