import { expect, test, type BrowserContext, type Locator, type Page } from '../support/test';

interface OutboxAnswer {
  messages: { mobile: string; text: string; sentAt: string }[];
}

interface FilterPageAnswer {
  items: { slug: string; brandSlug: string; name: string; status: string }[];
}

/** A fresh mobile per run, so the first lead always meets an unverified mobile and asks for a code. */
const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The newest 6-digit code the development SMS outbox holds for the mobile. */
async function codeFromOutbox(page: Page): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as OutboxAnswer;
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function fillDetails(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Full name').fill('Meena Kulkarni');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Email').fill(`meena${mobile}@example.in`);
  await expect(dialog.getByLabel('City')).toHaveValue('new-delhi');
  await expect(dialog.getByLabel('State')).toHaveValue('Delhi');
}

/** The cookies of the browser that confirmed the code: the API vouches for that browser's mobile (12 hours). */
let verifiedBrowserCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

test.describe.serial('lead forms', () => {
  test('a price quote on a truck model page verifies the mobile with a code, then thanks', async ({
    page,
  }) => {
    await page.goto('/trucks/tata-motors/ace-gold');
    await page.getByRole('button', { name: 'Get price quote', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Get the best price for / });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Get price quote', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill all details');

    await fillDetails(dialog);
    await dialog.getByLabel(/When do you plan to buy/).selectOption({ label: 'Within 30 days' });
    await dialog.getByRole('button', { name: 'Get price quote', exact: true }).click();

    await expect(dialog.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    await dialog.getByLabel('One-time code').fill(await codeFromOutbox(page));
    await dialog.getByRole('button', { name: 'Verify and submit', exact: true }).click();

    await expect(dialog.getByRole('status')).toContainText('Thank you!');
    await expect(dialog.getByRole('status')).toContainText('Our dealer partner will call you soon');
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get price quote', exact: true })).toBeFocused();
    verifiedBrowserCookies = await page.context().cookies();
  });

  test('an upcoming truck offers "Alert me" and promises to notify at launch', async ({ page }) => {
    // The same browser as the first journey (another browser would be asked for a code again).
    await page.context().addCookies(verifiedBrowserCookies);
    const answer = await page.request.get('/api/trucks/filter-page?pageType=upcoming');
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as FilterPageAnswer;
    const upcoming = items.find((item) => item.status === 'upcoming');
    expect(upcoming, 'the seed has an upcoming truck').toBeDefined();
    if (!upcoming) return;

    await page.goto(`/trucks/${upcoming.brandSlug}/${upcoming.slug}`);
    await expect(page.getByRole('button', { name: 'Get price quote', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Alert me', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Alert me when .+ launches$/ });
    await fillDetails(dialog);
    await dialog.getByRole('button', { name: 'Alert me', exact: true }).click();

    // This browser verified the mobile in the first journey (its sealed cookie): no code step this time.
    const status = dialog.getByRole('status');
    await expect(status).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Verify your mobile number' })).toHaveCount(0);
    await expect(status).toContainText(/Thanks for your interest! We will notify you when .+ launches\./);
  });
});
