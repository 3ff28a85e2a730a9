import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { getHttp } from './http';
import {
  accountFailureOf,
  confirmOtp,
  logIn,
  logOut,
  registerAccount,
  resetForgottenPassword,
  sendOtp,
} from './account-calls';

const USER = { id: 4, name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876543210', role: 'user' };

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

describe('account calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a signup code and confirms it', async () => {
    const post = jest
      .spyOn(getHttp(), 'post')
      .mockResolvedValueOnce({
        data: {
          error: false,
          message: 'OTP sent successfully',
          data: { expiresInSeconds: 300, resendAfterSeconds: 30 },
        },
      })
      .mockResolvedValueOnce({
        data: {
          error: false,
          message: 'OTP verified successfully',
          data: { verificationToken: 'tok', expiresInSeconds: 600 },
        },
      });
    await expect(sendOtp('9876543210', 'signup')).resolves.toMatchObject({
      data: { resendAfterSeconds: 30 },
    });
    await expect(confirmOtp('9876543210', '123456', 'signup')).resolves.toMatchObject({
      data: { verificationToken: 'tok' },
    });
    expect(post).toHaveBeenNthCalledWith(1, 'general/send-otp', { mobile: '9876543210', purpose: 'signup' });
    expect(post).toHaveBeenNthCalledWith(2, 'general/confirm-otp', {
      mobile: '9876543210',
      code: '123456',
      purpose: 'signup',
    });
  });

  it('logs in, registers, resets a password and logs out on the account call paths', async () => {
    const answer = { data: { error: false, message: 'ok', data: USER } };
    const post = jest
      .spyOn(getHttp(), 'post')
      .mockResolvedValueOnce(answer)
      .mockResolvedValueOnce(answer)
      .mockResolvedValueOnce(answer)
      .mockResolvedValueOnce({ data: { error: false, message: 'Logged out successfully', data: null } });
    await expect(logIn({ identifier: '9876543210', password: 'secret1' })).resolves.toMatchObject({
      data: { name: 'Ravi Kumar' },
    });
    const registration = {
      mobile: '9876543210',
      name: 'Ravi',
      email: 'r@x.in',
      password: 'secret1',
      verificationToken: 't',
    };
    await registerAccount(registration);
    await resetForgottenPassword({
      loginPhone: '9876543210',
      loginPassword: 'secret2',
      verificationToken: 't',
    });
    await logOut();
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      'auth/local',
      'auth/local/register',
      'change-password',
      'auth/logout',
    ]);
    expect(post.mock.calls[1][1]).toEqual(registration);
  });

  it('answers the reply of the API as it came (the API checked it against the contract)', async () => {
    const answer = { error: false, message: 'ok', data: USER };
    jest.spyOn(getHttp(), 'post').mockResolvedValueOnce({ data: answer });
    await expect(logIn({ identifier: '9876543210', password: 'secret1' })).resolves.toBe(answer);
  });

  it('reads the status and message of a failure', () => {
    expect(
      accountFailureOf(failure(429, { error: true, message: 'Please wait 30 seconds', data: null })),
    ).toEqual({
      status: 429,
      message: 'Please wait 30 seconds',
    });
    // The API's own error answer (`error` is its text there, not the account calls' flag) is not an account failure.
    expect(
      accountFailureOf(
        failure(400, { statusCode: 400, error: 'Bad Request', message: 'body/mobile required' }),
      ),
    ).toEqual({ status: 400, message: null });
    expect(accountFailureOf(failure(502, '<html>Bad gateway</html>'))).toEqual({
      status: 502,
      message: null,
    });
    expect(accountFailureOf(new Error('Network Error'))).toEqual({ status: null, message: null });
  });
});
