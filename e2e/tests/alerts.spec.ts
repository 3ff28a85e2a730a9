import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_ADMIN } from '../support/admin-account';
import { collectPageErrors } from '../support/console-errors';
import { randomMobile, signUpThroughApi } from '../support/sign-up';
import { BASE_URL } from '../support/stack';

interface OutboxAnswer {
  messages: { mobile: string; text: string; sentAt: string }[];
}

/** Set ALERT_SHOTS=/some/folder to keep screenshots of the alert form and the alerts page at 1280 and 390 px. */
const SHOTS = process.env.ALERT_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Yesterday in India as the price sheets write a day (24/11/2026): never "in the future" for the import. */
function indiaYesterday(): string {
  const day = new Date(Date.now() + 330 * 60_000 - 24 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** The newest SMS of the development outbox for `mobile` that matches `pattern`. */
async function smsMatching(page: Page, mobile: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/dev/outbox?mobile=${mobile}`);
        const { messages } = (await answer.json()) as OutboxAnswer;
        found = messages.find((message) => pattern.test(message.text))?.text ?? '';
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

test('alerts: a farmer sets a mandi alert, an admin imports a price above it, the SMS and the bell tell her, and the SMS link stops it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);

  // A signed-in farmer sets the alert on onion's page: Lasalgaon, above ₹5,000 a quintal.
  const mobile = randomMobile();
  await signUpThroughApi(page, { mobile, name: 'Sunita Jadhav', email: `sunita${mobile}@example.in` });
  await page.goto('/emandi/onion');
  await expect(page.getByRole('heading', { level: 1, name: /Onion/ })).toBeVisible();
  await page.getByRole('button', { name: 'Set an alert', exact: true }).click();
  const form = page.getByRole('form', { name: 'Tell me about Onion' });
  await form.getByRole('combobox', { name: 'Market' }).selectOption('maharashtra/nashik/lasalgaon');
  await form.getByRole('combobox', { name: 'When' }).selectOption('above');
  await form.getByRole('spinbutton', { name: 'Price (₹ per quintal)' }).fill('5000');
  await shoot(page, 'mandi-alert-form');
  await form.getByRole('button', { name: 'Save alert' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Alert saved. We will send you an SMS.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your alerts' })).toHaveAttribute('href', '/account/alerts');

  // An admin imports a sheet with onion at Lasalgaon at ₹6,200 through the admin mandi import.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  const dialog = admin.getByRole('dialog', { name: 'Login / Sign up' });
  await dialog.getByLabel('Mobile number').fill(E2E_ADMIN.mobile);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Login successful...');
  await admin.waitForEvent('load');
  await admin.goto('/emandi/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Import price files' })).toBeVisible();
  await admin.getByRole('radio', { name: /^Mandi prices/ }).check();
  const csv = [
    'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
    `Maharashtra,Nashik,Lasalgaon,Onion,E2E Red,FAQ,${indiaYesterday()},6000,6400,6200`,
  ].join('\n');
  const importButton = admin.getByRole('button', { name: 'Import', exact: true });
  // The page may render again once it knows the admin (session check): choose the file until the form keeps it.
  await expect(async () => {
    await admin
      .getByLabel('CSV file')
      .setInputFiles({ name: 'onion-lasalgaon.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importButton).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await importButton.click();
  await expect(admin.getByRole('status').filter({ hasText: /1 stored/ })).toBeVisible();
  await adminContext.close();

  // The SMS is in the development outbox, with its open and stop links.
  const sms = await smsMatching(page, mobile, /Onion at Lasalgaon is ₹6,200\/quintal, above your ₹5,000\./);
  expect(sms).toMatch(
    /^CV Bazaar: Onion at Lasalgaon is ₹6,200\/quintal, above your ₹5,000\. Open: \S+ Stop: \S+$/,
  );
  const stopPath = /Stop: \S*?(\/api\/alerts\/s\/\S+)$/.exec(sms)?.[1] ?? '';
  expect(stopPath).not.toBe('');

  // The bell shows it, one unread; marking it read clears the count.
  await page.reload();
  await page.getByRole('button', { name: 'Alerts, 1 unread' }).click();
  const bell = page.getByRole('region', { name: 'Alerts' });
  await expect(bell.getByRole('link', { name: /^CV Bazaar: Onion at Lasalgaon is ₹6,200/ })).toHaveAttribute(
    'href',
    '/emandi/market/maharashtra/nashik/lasalgaon',
  );
  await bell.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();

  // The SMS's stop link stops the alert without a login question; the alerts page shows it stopped, by name.
  await page.goto(stopPath);
  await expect(page).toHaveURL(/\/account\/alerts\?stopped=\d+$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'The alert is stopped. You will not get it again.' }),
  ).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Onion in Lasalgaon above ₹5,000 a quintal' });
  await expect(item).toContainText('Paused');
  await expect(item.getByRole('button', { name: 'Resume' })).toBeVisible();
  await shoot(page, 'alerts-page');

  expect(errors).toEqual([]);
});
