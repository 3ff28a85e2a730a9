import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { E2E_ADMIN } from '../support/admin-account';
import { randomMobile } from '../support/sign-up';
import { BASE_URL } from '../support/stack';

interface OutboxAnswer {
  messages: { mobile: string; text: string; sentAt: string }[];
}

/** A Tata pickup the seed does not have, launched here by an editor. */
const MODEL = {
  name: 'Intra V20 Bi-fuel',
  slug: 'intra-v20-bi-fuel',
  variant: 'Intra V20 Bi-fuel STD',
  price: 789000,
};
const MODEL_PATH = `/trucks/tata-motors/${MODEL.slug}`;
/** The price the editor previews as a draft, then publishes. */
const NEW_PRICE = 815000;
/** Set DESK_SHOTS=/some/folder to keep screenshots of the desk at 1280 and 390 px, English and Hindi. */
const SHOTS = process.env.DESK_SHOTS;

async function logIn(page: Page) {
  await page.goto('/admin/catalogue');
  const dialog = page.getByRole('dialog', { name: 'Login / Sign up' });
  await dialog.getByLabel('Mobile number').fill(E2E_ADMIN.mobile);
  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Login successful...');
  await page.waitForEvent('load');
}

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

/** The newest SMS of the development outbox for `mobile` that matches `pattern`. */
async function smsMatching(page: Page, mobile: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/dev/outbox?mobile=${mobile}`);
      const { messages } = (await answer.json()) as OutboxAnswer;
      found = messages.find((message) => pattern.test(message.text))?.text ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

async function fillVisitor(dialog: Locator, mobile: string) {
  await dialog.getByLabel('Full name').fill('Harpreet Singh');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Email').fill(`harpreet${mobile}@example.in`);
}

test('catalogue desk: an editor creates an upcoming truck and launches it; the visitor who asked finds it and gets the SMS', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);

  // The desk: find across verticals.
  const desk = page.getByRole('region', { name: 'Catalogue' });
  await desk.getByRole('searchbox', { name: 'Brand, model or variant name' }).fill('intra');
  await desk.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Trucks' });
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(desk.getByRole('link', { name: 'Tata Intra V50', exact: true })).toBeVisible();
  await shoot(page, 'desk-search-en');

  // A new upcoming model, published with an English description.
  await desk.getByRole('link', { name: 'New model' }).click();
  const form = page.getByRole('form', { name: 'New model' });
  await form.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Tata Motors' });
  await form.getByRole('textbox', { name: 'Model name' }).fill(MODEL.name);
  await form.getByRole('textbox', { name: 'Address (slug)' }).fill(MODEL.slug);
  await form.getByRole('combobox', { name: 'Body type' }).selectOption({ label: 'Pickup' });
  await form.getByRole('combobox', { name: 'Fuel type' }).selectOption({ label: 'CNG' });
  await form.getByLabel('Expected launch date').fill(`${new Date().getFullYear() + 1}-03-15`);
  await form.getByRole('textbox', { name: 'Expected price from (₹)' }).fill('750000');
  await form.getByRole('textbox', { name: 'Expected price up to (₹)' }).fill('850000');
  await form.getByRole('textbox', { name: 'Gross vehicle weight (GVW), kg' }).fill('2265');
  await form.getByRole('textbox', { name: 'Payload (kg)' }).fill('1000');
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('A bi-fuel pickup for city and town deliveries, on CNG with petrol as back-up.');
  await form.getByRole('button', { name: 'Save draft' }).click();

  const editor = page.getByRole('form', { name: `Model: ${MODEL.name}` });
  await expect(editor).toBeVisible();
  const editorPath = new URL(page.url()).pathname;
  expect(editorPath).toMatch(/^\/admin\/catalogue\/models\/\d+$/);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published.' })).toHaveText(
    'Published. The site shows it now.',
  );
  await shoot(page, 'desk-model-en');

  // A visitor asks to be told when it launches (the mobile is verified with a code, once).
  const context = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await context.newPage();
  const mobile = randomMobile();
  await visitor.goto(MODEL_PATH);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(MODEL.name);
  await visitor.getByRole('button', { name: 'Alert me', exact: true }).click();
  const alertDialog = visitor.getByRole('dialog', { name: /^Alert me when .+ launches$/ });
  await fillVisitor(alertDialog, mobile);
  await alertDialog.getByRole('button', { name: 'Alert me', exact: true }).click();
  await alertDialog
    .getByLabel('One-time code')
    .fill(/\b(\d{6})\b/.exec(await smsMatching(visitor, mobile, /\b\d{6}\b/))?.[1] ?? '');
  await alertDialog.getByRole('button', { name: 'Verify and submit', exact: true }).click();
  await expect(alertDialog.getByRole('status')).toContainText(/We will notify you when .+ launches\./);

  // The editor launches it with a priced variant.
  const variants = editor.getByRole('region', { name: 'Variants' });
  await variants.getByRole('button', { name: 'Add a variant' }).click();
  await expect(variants.getByRole('textbox', { name: 'Variant name' })).toBeFocused();
  await page.keyboard.type(MODEL.variant);
  await variants.getByRole('textbox', { name: 'Ex-showroom price (₹)' }).fill(String(MODEL.price));
  await editor.getByRole('radio', { name: 'On sale' }).check();
  await editor.getByRole('button', { name: 'Publish and launch' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Launched.' })).toContainText(
    'Launched. 1 person who asked for an alert gets an SMS.',
  );
  await expect(editor.getByRole('region', { name: 'History' })).toContainText('Status: Upcoming → On sale');

  // The visitor finds it in the header search and on a list page, and has the SMS with its price and link.
  await visitor.goto('/');
  const box = visitor.getByRole('combobox', { name: 'Search vehicles, brands and news' });
  await box.click();
  await box.pressSequentially('intra v20', { delay: 30 });
  await expect(visitor.getByRole('option', { name: new RegExp(MODEL.name) }).first()).toBeVisible();
  await visitor.goto('/trucks/pickup-trucks');
  await expect(visitor.getByRole('link', { name: new RegExp(MODEL.name) }).first()).toBeVisible();
  const sms = await smsMatching(visitor, mobile, new RegExp(MODEL.name));
  expect(sms).toContain('7.89');
  expect(sms).toContain(MODEL_PATH);

  // A new price as a draft: the editor previews it on the real page; the visitor still sees the published one.
  await variants.getByRole('textbox', { name: 'Ex-showroom price (₹)' }).fill(String(NEW_PRICE));
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  const previewLink = editor.getByRole('link', { name: 'Preview on the site' });
  const previewPath = await previewLink.getAttribute('href');
  expect(previewPath).toMatch(new RegExp(`^${MODEL_PATH}\\?preview=\\d+$`));
  const editorPreview = await page.context().newPage();
  const previewAnswer = await editorPreview.goto(previewPath ?? '');
  expect(previewAnswer?.headers()['cache-control']).toBe('no-store');
  expect(previewAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(editorPreview.getByRole('note', { name: 'Preview — not published' })).toBeVisible();
  await expect(editorPreview.getByRole('main')).toContainText('₹8.15 Lakh');
  await shoot(editorPreview, 'model-preview-en');
  await visitor.goto(previewPath ?? '');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(MODEL.name);
  await expect(visitor.getByRole('main')).toContainText('₹7.89 Lakh');
  await expect(visitor.getByRole('note', { name: 'Preview — not published' })).toHaveCount(0);
  await editorPreview.close();
  await context.close();

  // Published, the new price shows in the page's price history (old → new, change %) to a new visitor.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  const reader = await browser.newContext({ baseURL: BASE_URL });
  const readerPage = await reader.newPage();
  await readerPage.goto(MODEL_PATH);
  const history = readerPage.getByRole('region', { name: 'Price history' });
  await expect(history).toContainText('₹7.89 Lakh');
  await expect(history).toContainText('₹8.15 Lakh');
  await expect(history).toContainText('+3.3%');
  await expect(history.getByRole('table', { name: MODEL.variant })).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await shoot(readerPage, 'model-price-history-en');
  await readerPage.goto('/trucks/pickup-trucks');
  await expect(readerPage.getByText(/^Prices updated on /)).toBeVisible();
  await shoot(readerPage, 'list-prices-updated-en');
  await reader.close();

  // The desk in Hindi.
  if (SHOTS) {
    await page.goto('/hi/admin/catalogue');
    await expect(page.getByRole('heading', { name: 'कैटलॉग' })).toBeVisible();
    await shoot(page, 'desk-search-hi');
    await page.goto(`/hi${editorPath}`);
    await expect(page.getByRole('button', { name: 'ड्राफ्ट सेव करें' })).toBeVisible();
    await shoot(page, 'desk-model-hi');
  }
});
