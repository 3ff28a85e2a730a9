import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './stack';

interface OutboxAnswer {
  messages: { mobile: string; text: string; sentAt: string }[];
}

/** State-changing calls carry the page's Origin, as the browser's own would (the API's CSRF check). */
export const SAME_ORIGIN = { origin: BASE_URL };

/** A fresh mobile per run, so a journey never meets a user (or an ad) of an earlier run. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Waits for the first SMS to `mobile` in the development outbox and reads its 6-digit code. */
export async function firstOutboxCode(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (
        await page.request.get(`/api/dev/outbox?mobile=${mobile}`)
      ).json()) as OutboxAnswer;
      code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Signs a user up the way the site does — send-otp → code from the dev outbox → confirm-otp → register —
 * through page.request, so the session cookie lands in the page's context.
 */
export async function signUpThroughApi(page: Page, user: { mobile: string; name: string; email: string }) {
  const { mobile } = user;
  const sent = await page.request.post('/api/general/send-otp', {
    data: { mobile, purpose: 'signup' },
    headers: SAME_ORIGIN,
  });
  expect(sent.status()).toBe(200);
  const code = await firstOutboxCode(page, mobile);
  const confirmed = await page.request.post('/api/general/confirm-otp', {
    data: { mobile, code, purpose: 'signup' },
    headers: SAME_ORIGIN,
  });
  expect(confirmed.status()).toBe(200);
  const { data } = (await confirmed.json()) as { data: { verificationToken: string } };
  const registered = await page.request.post('/api/auth/local/register', {
    data: { ...user, password: 'chai-garam-42', verificationToken: data.verificationToken },
    headers: SAME_ORIGIN,
  });
  expect(registered.status()).toBe(200);
}
