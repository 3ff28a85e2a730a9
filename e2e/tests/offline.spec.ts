import { expect, test, type Page } from '../support/test';
import { E2E_ADMIN } from '../support/admin-account';
import { pointRemote, restoreRemotes } from '../support/remotes';
import { firstOutboxCode, randomMobile, SAME_ORIGIN } from '../support/sign-up';
import { FIXTURE_URL } from '../support/stack';

/**
 * Offline (docs/operations.md#offline): the service worker registers after a page has loaded and saves it; the journeys
 * wait for that (`<html data-offline-ready>`), never for a time.
 */
async function gotoSaved(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-offline-ready]', { state: 'attached', timeout: 30_000 });
}

const BANNER = /^You are offline — prices as of \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/;
const MODEL = '/trucks/tata-motors/ace-gold';

test('visited pages open offline with the banner; a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  await gotoSaved(page, MODEL);
  await expect(page.getByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeVisible();
  // Installable: Chromium finds nothing missing in the manifest and the worker (what Lighthouse's check asked); a
  // Playwright context is incognito, which is the one thing it may say.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  await gotoSaved(page, '/fuel-prices');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Petrol, diesel and CNG prices today' }),
  ).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Petrol, diesel and CNG prices today' }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);

  await page.goto(MODEL);
  await expect(page.getByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(BANNER);

  await page.goto('/buses');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tata Ace Gold/ })).toHaveAttribute('href', MODEL);
  await expect(page.locator('a[href="/fuel-prices"]')).toBeVisible();

  await page.goto('/hi/buses');
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
});

test('a lead button opens its form after the connection is lost: the worker kept the dialog’s code', async ({
  page,
  context,
}) => {
  await gotoSaved(page, MODEL);
  // The dialog's code is fetched on the tap; the worker keeps every remote's copy once it starts.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('cvb-code-v1')).keys()).some((request) =>
          /\/lead-dialog\.[0-9a-f]{8,}\.js$/.test(request.url),
        ),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Get price quote', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Get the best price for / });
  await expect(dialog.getByLabel('Full name')).toBeFocused();
});

test('a quote asked for offline is kept, then sent once when the connection is back (one lead)', async ({
  page,
  context,
  playwright,
}) => {
  const mobile = randomMobile();
  await gotoSaved(page, MODEL);
  await page.getByRole('button', { name: 'Get price quote', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Get the best price for / });
  await dialog.getByLabel('Full name').fill('Harpreet Gill');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Email').fill(`harpreet${mobile}@example.in`);
  await expect(dialog.getByLabel('City')).toHaveValue('new-delhi');
  await dialog.getByLabel(/When do you plan to buy/).selectOption({ label: 'Within 30 days' });

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Get price quote', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Saved — will be sent when you are back online');

  await context.setOffline(false);
  // Back online, the kept request goes; the API wants this new mobile verified, so the form asks for the code.
  await dialog.getByLabel('One-time code').fill(await firstOutboxCode(page, mobile));
  await dialog.getByRole('button', { name: 'Verify and submit', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');

  const admin = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect(
    (
      await admin.post('/api/auth/local', {
        data: { identifier: E2E_ADMIN.mobile, password: E2E_ADMIN.password },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(200);
  const { items } = (await (await admin.get('/api/admin/leads?source=quote&_limit=100')).json()) as {
    items: { mobile: string }[];
  };
  expect(items.filter((lead) => lead.mobile === mobile)).toHaveLength(1);
  await admin.dispose();
});

test.describe('with the service worker active', () => {
  test.afterEach(() => restoreRemotes());

  test('a redeployed remote, and its rollback, show on the next online visit', async ({ page }) => {
    await gotoSaved(page, '/tyres/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Tyre brands in India' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    pointRemote('mfe_tyres', `${FIXTURE_URL}/tyres-v2/mf-manifest.json`);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tyre brands in India — new release' }),
    ).toBeVisible();

    restoreRemotes();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tyre brands in India' })).toBeVisible();
  });
});
