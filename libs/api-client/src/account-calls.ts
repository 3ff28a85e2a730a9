import {
  accountFailureSchema,
  accountUserAnswerSchema,
  confirmOtpResponseSchema,
  logoutResponseSchema,
  sendOtpResponseSchema,
  type AccountUserAnswer,
  type ConfirmOtpResponse,
  type LoginRequest,
  type LogoutResponse,
  type OtpPurpose,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendOtpResponse,
} from '@cvb/contracts';
import { isAxiosError } from 'axios';
import type { z } from 'zod';
import { getHttp } from './http';

async function postParsed<T>(path: string, body: object | undefined, schema: z.ZodType<T>): Promise<T> {
  const response = await getHttp().post<unknown>(path, body);
  return schema.parse(response.data);
}

/** POST general/send-otp: a 6-digit code by SMS; 429 when asked too often, 502 when the SMS failed. */
export function sendOtp(mobile: string, purpose: OtpPurpose): Promise<SendOtpResponse> {
  return postParsed('general/send-otp', { mobile, purpose }, sendOtpResponseSchema);
}

/** POST general/confirm-otp: answers the single-use verification token that register or change-password needs. */
export function confirmOtp(mobile: string, code: string, purpose: OtpPurpose): Promise<ConfirmOtpResponse> {
  return postParsed('general/confirm-otp', { mobile, code, purpose }, confirmOtpResponseSchema);
}

/** POST auth/local (SPEC §7): the session cookie is set by the answer. */
export function logIn(request: LoginRequest): Promise<AccountUserAnswer> {
  return postParsed('auth/local', request, accountUserAnswerSchema);
}

/** POST auth/local/register with a token of a confirmed 'signup' code; signs the new user in. */
export function registerAccount(request: RegisterRequest): Promise<AccountUserAnswer> {
  return postParsed('auth/local/register', request, accountUserAnswerSchema);
}

/** POST change-password in forgot-password mode, with a token of a confirmed 'reset' code. */
export function resetForgottenPassword(request: ResetPasswordRequest): Promise<AccountUserAnswer> {
  return postParsed('change-password', request, accountUserAnswerSchema);
}

export function logOut(): Promise<LogoutResponse> {
  return postParsed('auth/logout', undefined, logoutResponseSchema);
}

/** Why an account call failed: the HTTP status (null without an answer) and the API's message, if any. */
export interface AccountCallFailure {
  status: number | null;
  message: string | null;
}

export function accountFailureOf(error: unknown): AccountCallFailure {
  if (!isAxiosError(error) || !error.response) return { status: null, message: null };
  const parsed = accountFailureSchema.safeParse(error.response.data);
  return { status: error.response.status, message: parsed.success ? parsed.data.message : null };
}
