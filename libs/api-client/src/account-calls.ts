import type {
  AccountUserAnswer,
  ConfirmOtpResponse,
  LoginRequest,
  LogoutResponse,
  OtpPurpose,
  RegisterRequest,
  ResetPasswordRequest,
  SendOtpResponse,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import { isAccountFailure } from './answer-shapes';
import { getHttp } from './http';

async function post<T>(path: string, body: object | undefined): Promise<T> {
  const response = await getHttp().post<T>(path, body);
  return response.data;
}

/** POST general/send-otp: a 6-digit code by SMS; 429 when asked too often, 502 when the SMS failed. */
export function sendOtp(mobile: string, purpose: OtpPurpose): Promise<SendOtpResponse> {
  return post('general/send-otp', { mobile, purpose });
}

/** POST general/confirm-otp: answers the single-use verification token that register or change-password needs. */
export function confirmOtp(mobile: string, code: string, purpose: OtpPurpose): Promise<ConfirmOtpResponse> {
  return post('general/confirm-otp', { mobile, code, purpose });
}

/** POST auth/local (docs/domain.md#account-messages): the session cookie is set by the answer. */
export function logIn(request: LoginRequest): Promise<AccountUserAnswer> {
  return post('auth/local', request);
}

/** POST auth/local/register with a token of a confirmed 'signup' code; signs the new user in. */
export function registerAccount(request: RegisterRequest): Promise<AccountUserAnswer> {
  return post('auth/local/register', request);
}

/** POST change-password in forgot-password mode, with a token of a confirmed 'reset' code. */
export function resetForgottenPassword(request: ResetPasswordRequest): Promise<AccountUserAnswer> {
  return post('change-password', request);
}

export function logOut(): Promise<LogoutResponse> {
  return post('auth/logout', undefined);
}

/** Why an account call failed: the HTTP status (null without an answer) and the API's message, if any. */
export interface AccountCallFailure {
  status: number | null;
  message: string | null;
}

export function accountFailureOf(error: unknown): AccountCallFailure {
  if (!isAxiosError(error) || !error.response) return { status: null, message: null };
  const data: unknown = error.response.data;
  return { status: error.response.status, message: isAccountFailure(data) ? data.message : null };
}
