import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { AccountUser } from '@cvb/contracts';
import { parseLocalePath, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { authTexts } from '../texts/auth-texts';
import { AccountControl } from './account-control';

export const RAVI: AccountUser = {
  id: 11,
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  mobile: '9876543210',
  role: 'user',
};

export const userAnswer = (message: string) => ({ error: false, message, data: RAVI });

/** The rejection axios gives when an account call answers { error: true, message } with `status`. */
export function accountError(status: number, message: string | null): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const data = message === null ? '<html>Bad gateway</html>' : { error: true, message, data: null };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    undefined,
    response,
  );
}

export function renderAccountControl(path = '/') {
  registerNamespace('shell', authTexts);
  window.history.pushState({}, '', path);
  return renderInRemote(<AccountControl />, { path, locale: parseLocalePath(path).locale });
}
