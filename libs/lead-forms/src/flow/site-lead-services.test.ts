import { AxiosError, AxiosHeaders } from 'axios';
import { confirmOtp, sendOtp, submitLeadForm } from '@cvb/api-client';
import type { LeadFormRequest } from '@cvb/contracts';
import { siteLeadServices } from './site-lead-services';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  submitLeadForm: jest.fn(),
  sendOtp: jest.fn(),
  confirmOtp: jest.fn(),
}));

const REQUEST: LeadFormRequest = {
  kind: 'quote',
  name: 'Ravi Kumar',
  mobile: '9876543210',
  email: 'ravi@example.in',
  city: 'new-delhi',
  source: '/trucks/tata-motors/ace-gold',
  idempotencyKey: 'key-12345678',
};

function refusal(status: number, message: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('refused', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { error: true, message, data: null },
  });
}

it('submits through general/lead-form', async () => {
  jest.mocked(submitLeadForm).mockResolvedValue({ status: 'needs-otp', message: 'Please verify' });
  await expect(siteLeadServices.submitLead(REQUEST)).resolves.toEqual({
    status: 'needs-otp',
    message: 'Please verify',
  });
  expect(submitLeadForm).toHaveBeenCalledWith(REQUEST);
});

it('reads the message of a refused lead or code, and none without an answer', () => {
  expect(siteLeadServices.failureMessage(refusal(400, 'Enter correct mobile number'))).toBe(
    'Enter correct mobile number',
  );
  expect(
    siteLeadServices.failureMessage(refusal(429, 'Please wait 30 seconds before asking for a new code')),
  ).toBe('Please wait 30 seconds before asking for a new code');
  expect(siteLeadServices.failureMessage(new AxiosError('Network Error'))).toBeNull();
});

it("asks and confirms codes with purpose 'verify'", async () => {
  jest.mocked(sendOtp).mockResolvedValue({
    error: false,
    message: 'OTP sent successfully',
    data: { expiresInSeconds: 300, resendAfterSeconds: 30 },
  });
  jest.mocked(confirmOtp).mockResolvedValue({
    error: false,
    message: 'OTP verified successfully',
    data: { verificationToken: 'token-9', expiresInSeconds: 600 },
  });
  await siteLeadServices.sendCode('9876543210');
  expect(sendOtp).toHaveBeenCalledWith('9876543210', 'verify');
  await expect(siteLeadServices.confirmCode('9876543210', '123456')).resolves.toBe('token-9');
  expect(confirmOtp).toHaveBeenCalledWith('9876543210', '123456', 'verify');
});
