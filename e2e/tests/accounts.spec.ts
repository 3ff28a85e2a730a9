import { expect, test, type Locator, type Page } from '../support/test';

interface OutboxAnswer {
  messages: { mobile: string; text: string; sentAt: string }[];
}

/** The API refuses a second code for one mobile sooner than this after the last (any purpose). */
const RESEND_AFTER_MS = 30_000;

/** A fresh mobile per run, so the journey never meets a user of an earlier run. */
const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Waits for the `count`-th SMS to this mobile in the development outbox and reads its 6-digit code. */
async function codeFromOutbox(page: Page, count: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as OutboxAnswer;
      if (messages.length < count) return null;
      code = /\b(\d{6})\b/.exec(messages[0].text)?.[1] ?? '';
      return code || null;
    })
    .not.toBeNull();
  return code;
}

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Login / Sign up' });
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Login successful...');
  // docs/domain.md#account-messages: the page reloads after 2 s and the user comes back from the session cookie.
  await page.waitForEvent('load');
  await expect(page.getByRole('button', { name: 'Account menu of Meera Iyer' })).toHaveText('M');
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu of Meera Iyer' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('logined_user'))).toBeNull();
}

test('accounts: sign up with an SMS code, log out, log in, reset the password, log in again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/trucks');

  // Sign up: details → code from the outbox → password.
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Full name').fill('Meera Iyer');
  await dialog.getByLabel('Email').fill(`meera.${mobile}@example.in`);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const signupCodeSentAt = Date.now();
  await expect(dialog.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('6-digit code').fill(await codeFromOutbox(page, 1));
  await dialog.getByRole('button', { name: 'Verify code' }).click();
  await dialog.getByLabel('Password').fill('first-secret');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sign up successful...');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu of Meera Iyer' })).toHaveText('M');
  expect(
    await page.evaluate(() => JSON.parse(window.localStorage.getItem('logined_user') ?? 'null')),
  ).toEqual({ user: { id: expect.any(Number), name: 'Meera Iyer' } });

  await logOut(page);
  await logIn(page, 'first-secret');
  await logOut(page);

  // Forgot password: a reset code for the same mobile, no sooner than the API allows.
  await page.waitForTimeout(Math.max(0, signupCodeSentAt + RESEND_AFTER_MS + 1000 - Date.now()));
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Mobile number').fill(mobile);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await forgot.getByLabel('6-digit code').fill(await codeFromOutbox(page, 2));
  await forgot.getByRole('button', { name: 'Verify code' }).click();
  await forgot.getByLabel('New password').fill('second-secret');
  await forgot.getByRole('button', { name: 'Save new password' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('Password changes successfully...');
  await expect(forgot).toBeHidden();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  await loginDialog(page).getByLabel('Mobile number').fill(mobile);
  await loginDialog(page).getByLabel('Password').fill('first-secret');
  await loginDialog(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(loginDialog(page).getByRole('alert')).toHaveText('Mobile or password invalid');
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await logIn(page, 'second-secret');
});
