import { expect, test, type Locator, type Page } from '../support/test';
import { E2E_ADMIN } from '../support/admin-account';

const SAME_ORIGIN = { origin: 'http://localhost:3400' };

async function pickVariant(page: Page, slot: number, brandIndex: number) {
  const box = page.getByRole('group', { name: `Vehicle ${slot}` });
  await box.getByRole('combobox', { name: 'Brand' }).selectOption({ index: brandIndex });
  const model = box.getByRole('combobox', { name: 'Model' });
  await expect(model).toBeEnabled();
  await expect(model.locator('option')).not.toHaveCount(1);
  await model.selectOption({ index: 1 });
  const variant = box.getByRole('combobox', { name: 'Variant' });
  await expect(variant).toBeEnabled();
  await expect(variant.locator('option')).not.toHaveCount(1);
  await variant.selectOption({ index: 1 });
}

async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as {
        messages: { text: string }[];
      };
      code = /\b(\d{6})\b/.exec(answer.messages[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function fillLead(dialog: Locator, mobile: string) {
  await dialog.getByLabel('Full name').fill('Harpreet Singh');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Email').fill(`harpreet${mobile}@example.in`);
}

test('a farmer: 41–50 HP 4WD tractors → a model → compare two → dealers in a city', async ({ page }) => {
  await page.goto('/tractors');
  await expect(page.getByRole('heading', { level: 1, name: 'Tractors in India' })).toBeVisible();
  await page.getByRole('link', { name: 'Search tractors' }).click();
  await page.getByRole('radio', { name: /^41–50 HP \(\d+\)$/ }).check();
  await page.getByRole('checkbox', { name: /^4WD \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/hp=41-50-hp&drive=4wd/);
  const first = page.getByRole('article').first();
  await expect(first).toContainText('4WD');
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tractors\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const specs = page.getByRole('table', { name: 'Key specifications' });
  await expect(specs.getByRole('row', { name: /PTO power/ })).toContainText(/\d+ hp/);
  await expect(specs.getByRole('row', { name: /Lifting capacity/ })).toContainText(/kg/);
  await expect(page.getByText(/search\.|model\.spec/)).toHaveCount(0);

  await page.goto('/tractors/compare');
  await pickVariant(page, 1, 1);
  await pickVariant(page, 2, 2);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await expect(page.getByRole('table').getByRole('row', { name: /Drive/ })).toBeVisible();

  await page.goto('/tractors/tractor-dealers/mahindra/pune');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mahindra');
  await expect(page.getByRole('article').first()).toContainText(/Tractors|Kisan|Krishi|Agro|Farm/);
});

test('a contractor: backhoe loaders → a model → request a quote, which reaches the lead desk', async ({
  page,
}) => {
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.goto('/infra/backhoe-loaders');
  await expect(page.getByRole('heading', { level: 1, name: 'Backhoe loaders' })).toBeVisible();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/infra\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const specs = page.getByRole('table', { name: 'Key specifications' });
  await expect(specs.getByRole('row', { name: /Bucket capacity/ })).toContainText('m³');
  await expect(specs.getByRole('row', { name: /Maximum digging depth/ })).toContainText('mm');
  const modelPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Get price quote', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Get the best price for / });
  await fillLead(dialog, mobile);
  await dialog.getByLabel(/When do you plan to buy/).selectOption({ label: 'Within 30 days' });
  await dialog.getByRole('button', { name: 'Get price quote', exact: true }).click();
  await dialog.getByLabel('One-time code').fill(await codeFromOutbox(page, mobile));
  await dialog.getByRole('button', { name: 'Verify and submit', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');

  const login = await page.request.post('/api/auth/local', {
    data: { identifier: E2E_ADMIN.mobile, password: E2E_ADMIN.password },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
  const leads = (await (
    await page.request.get('/api/admin/leads?vertical=infra&source=%2Finfra')
  ).json()) as {
    items: { mobile: string; kind: string; source: string }[];
  };
  expect(leads.items).toContainEqual(expect.objectContaining({ mobile, kind: 'quote', source: modelPath }));
});

test('a missing tractor is not found over HTTP, a real one is', async ({ page }) => {
  expect((await page.request.get('/tractors/mahindra/no-such-tractor')).status()).toBe(404);
  expect((await page.request.get('/infra/no-such-brand')).status()).toBe(404);
  expect((await page.request.get('/tractors/mahindra/575-di')).status()).toBe(200);
});

test('implements a 45 HP tractor can pull, by type', async ({ page }) => {
  await page.goto('/tractors/implements');
  await expect(page.getByRole('heading', { level: 1, name: 'Tractor implements' })).toBeVisible();
  await page.getByRole('button', { name: /^Rotavators \(\d+\)$/ }).click();
  await page.getByRole('combobox', { name: 'Your tractor' }).selectOption({ label: '45 HP' });
  await expect(page).toHaveURL(/type=rotavator&hp=45/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(/Rotavators · Needs \d+–\d+ HP/);
  await expect(cards.first()).toContainText('₹');
});
