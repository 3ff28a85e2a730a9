import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { SITE, type AccountsTestApi } from './accounts-helpers';

/** A same-origin JSON call with any method (call() covers GET, POST and PUT only). */
export function send(
  api: AccountsTestApi,
  method: 'PATCH' | 'DELETE' | 'POST' | 'GET',
  url: string,
  body?: object,
  session?: string,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: { origin: SITE },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
    ...(body ? { payload: body } : {}),
  });
}

/** An editor's decision on an item of the moderation desk. */
export function moderate(
  api: AccountsTestApi,
  session: string | undefined,
  kind: 'review' | 'question' | 'answer' | 'ad',
  id: number,
  action: 'approve' | 'reject' | 'hide' | 'restore' | 'delete',
  reason = '',
): Promise<LightMyRequestResponse> {
  return send(api, 'POST', `/api/admin/moderation/${kind}/${id}`, { action, reason }, session);
}
