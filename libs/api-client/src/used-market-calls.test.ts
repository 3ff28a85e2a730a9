import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { USED_MESSAGES } from '@cvb/contracts';
import { getHttp } from './http';
import { contactUsedSeller } from './used-market-calls';

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

const BUYER = { name: 'Vikram Singh', mobile: '9811100002', locale: 'hi' as const };

describe('contacting a used-vehicle seller', () => {
  afterEach(() => jest.restoreAllMocks());

  it("answers the seller's name and number once revealed", async () => {
    const seller = { sellerName: 'Ramesh Naik', sellerMobile: '9822011223', revealsLeftToday: 9 };
    const post = jest.spyOn(getHttp(), 'post').mockResolvedValueOnce({ status: 200, data: seller });
    await expect(contactUsedSeller(12, BUYER)).resolves.toEqual({ status: 'revealed', seller });
    expect(post).toHaveBeenCalledWith('used-market/ads/12/contact', BUYER);
  });

  it('asks for a one-time code on a 409 and passes the daily limit on with its message', async () => {
    jest
      .spyOn(getHttp(), 'post')
      .mockRejectedValueOnce(failure(409, { needsOtp: true, message: USED_MESSAGES.hi.needsOtp }))
      .mockRejectedValueOnce(
        failure(429, { statusCode: 429, error: 'Too Many Requests', message: USED_MESSAGES.hi.revealLimit }),
      )
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'));
    await expect(contactUsedSeller(12, BUYER)).resolves.toEqual({
      status: 'needs-otp',
      message: USED_MESSAGES.hi.needsOtp,
    });
    await expect(contactUsedSeller(12, BUYER)).resolves.toEqual({
      status: 'refused',
      httpStatus: 429,
      message: USED_MESSAGES.hi.revealLimit,
    });
    await expect(contactUsedSeller(12, BUYER)).resolves.toEqual({
      status: 'refused',
      httpStatus: null,
      message: null,
    });
  });
});
