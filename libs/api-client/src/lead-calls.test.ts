import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { getHttp } from './http';
import { leadFailureMessage, sendPartLeadMontra, submitLeadForm } from './lead-calls';

function failure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    undefined,
    response,
  );
}

const FORM = {
  kind: 'quote' as const,
  name: 'Ramesh Yadav',
  mobile: '9876543210',
  email: 'ramesh@example.in',
  city: 'new-delhi',
  source: '/trucks/tata-motors/ace-gold',
  idempotencyKey: 'form-0001-abcd',
};
const STORED = { error: false, message: 'Thank you', data: { id: 7, kind: 'quote' } };

describe('lead calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('posts the lead form and tells a new lead from a repeat', async () => {
    const post = jest
      .spyOn(getHttp(), 'post')
      .mockResolvedValueOnce({ status: 201, data: STORED })
      .mockResolvedValueOnce({ status: 200, data: STORED });
    await expect(submitLeadForm(FORM)).resolves.toEqual({
      status: 'stored',
      lead: { id: 7, kind: 'quote' },
      message: 'Thank you',
      repeated: false,
    });
    await expect(submitLeadForm(FORM)).resolves.toMatchObject({ status: 'stored', repeated: true });
    expect(post).toHaveBeenCalledWith('general/lead-form', FORM);
  });

  it('answers needs-otp for an unverified mobile', async () => {
    jest
      .spyOn(getHttp(), 'post')
      .mockRejectedValueOnce(
        failure(409, { error: true, needsOtp: true, message: 'Please verify', data: null }),
      );
    await expect(submitLeadForm(FORM)).resolves.toEqual({ status: 'needs-otp', message: 'Please verify' });
  });

  it('rejects a 409 that is not a request for a code, whose message the form shows', async () => {
    const reused = failure(409, {
      error: true,
      message: 'This form was sent from another mobile',
      data: null,
    });
    jest.spyOn(getHttp(), 'post').mockRejectedValueOnce(reused);
    await expect(submitLeadForm(FORM)).rejects.toBe(reused);
    expect(leadFailureMessage(reused)).toBe('This form was sent from another mobile');
  });

  it('rejects a refused lead, whose message the form shows', async () => {
    const refused = failure(400, { error: true, message: 'Please select city', data: null });
    jest.spyOn(getHttp(), 'post').mockRejectedValueOnce(refused);
    await expect(sendPartLeadMontra({ name: 'Kavitha' })).rejects.toBe(refused);
    expect(leadFailureMessage(refused)).toBe('Please select city');
    expect(leadFailureMessage(failure(500, {}))).toBeNull();
    expect(leadFailureMessage(new Error('offline'))).toBeNull();
  });

  it('posts Montra leads to v4/sendPartLeadMontra', async () => {
    const post = jest.spyOn(getHttp(), 'post').mockResolvedValueOnce({ status: 201, data: STORED });
    await sendPartLeadMontra({ name: 'Kavitha Raman' });
    expect(post).toHaveBeenCalledWith('v4/sendPartLeadMontra', { name: 'Kavitha Raman' });
  });
});
