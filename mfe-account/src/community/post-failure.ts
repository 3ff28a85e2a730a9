import { badRequestMessage, isLoginRequired } from '@cvb/api-client';
import type { TFunction } from 'i18next';
import { openLogin } from '../common/open-login';

/** What to say when a post failed; a lapsed session also opens the shell's login modal. */
export function postFailureText(t: TFunction, error: unknown): string {
  if (isLoginRequired(error)) {
    openLogin();
    return t('loginNeeded');
  }
  return badRequestMessage(error) ?? t('failed');
}
