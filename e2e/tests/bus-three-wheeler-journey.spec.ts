import { expect, test, type Page } from '../support/test';

/** The words a visitor sees, per language (copied from the catalogue's and lead forms' texts). */
const LOCALES = {
  en: {
    prefix: '',
    priceByVariant: /^Price by variant in /,
    city: 'City',
    brand: 'Brand',
    model: 'Model',
    variant: 'Variant',
    slot: (n: number) => `Vehicle ${n}`,
    compare: 'Compare',
    popularBuses: 'Popular buses',
    eRickshaws: 'E-rickshaws',
    range: 'Driving range',
    monthlyEmi: 'Monthly EMI',
  },
  hi: {
    prefix: '/hi',
    priceByVariant: / में वेरिएंट के अनुसार कीमत$/,
    city: 'शहर',
    brand: 'ब्रांड',
    model: 'मॉडल',
    variant: 'वेरिएंट',
    slot: (n: number) => `वाहन ${n}`,
    compare: 'तुलना करें',
    popularBuses: 'लोकप्रिय बसें',
    eRickshaws: 'ई-रिक्शा',
    range: 'ड्राइविंग रेंज',
    monthlyEmi: 'मासिक ईएमआई',
  },
} as const;

type Words = (typeof LOCALES)[keyof typeof LOCALES];

async function pickVariant(page: Page, words: Words, slot: number, brandIndex: number) {
  const box = page.getByRole('group', { name: words.slot(slot) });
  await box.getByRole('combobox', { name: words.brand }).selectOption({ index: brandIndex });
  const model = box.getByRole('combobox', { name: words.model });
  await expect(model).toBeEnabled();
  await expect(model.locator('option')).not.toHaveCount(1);
  await model.selectOption({ index: 1 });
  const variant = box.getByRole('combobox', { name: words.variant });
  await expect(variant).toBeEnabled();
  await expect(variant.locator('option')).not.toHaveCount(1);
  await variant.selectOption({ index: 1 });
}

for (const [code, words] of Object.entries(LOCALES)) {
  test.describe(`bus and three-wheeler buyers (${code})`, () => {
    test('ambulances under ₹1 crore → a model → on-road price by city', async ({ page }) => {
      await page.goto(`${words.prefix}/buses/search?bodyType=ambulance&budget=under-1-crore`);
      const firstCard = page.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      await firstCard.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/buses/[a-z0-9-]+/[a-z0-9-]+$`));
      const prices = page.getByRole('table', { name: words.priceByVariant });
      await expect(prices).toBeVisible();
      const inDelhi = await prices.innerText();
      await page.getByRole('combobox', { name: words.city }).first().selectOption('chennai');
      await expect(prices).not.toHaveText(inDelhi);
    });

    test('compare two buses', async ({ page }) => {
      await page.goto(`${words.prefix}/buses/compare`);
      await pickVariant(page, words, 1, 1);
      await pickVariant(page, words, 2, 2);
      await page.getByRole('button', { name: words.compare, exact: true }).click();
      await expect(page).toHaveURL(/variants=[^,&]+,[^,&]+$/);
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
    });

    test('the e-rickshaw page → an electric model with its range → EMI', async ({ page }) => {
      await page.goto(`${words.prefix}/three-wheelers/e-rickshaw-three-wheelers`);
      await expect(page.getByRole('heading', { level: 1, name: words.eRickshaws })).toBeVisible();
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/three-wheelers/([a-z0-9-]+)/([a-z0-9-]+)$`));
      await expect(page.getByRole('row', { name: new RegExp(`${words.range}`) })).toContainText(/\d+/);
      const [, brandSlug, modelSlug] =
        new URL(page.url()).pathname.match(/three-wheelers\/([^/]+)\/([^/]+)$/) ?? [];
      await page.goto(
        `${words.prefix}/three-wheelers/emi-calculator?brandSlug=${brandSlug}&modelSlug=${modelSlug}`,
      );
      await expect(page.getByText(words.monthlyEmi).locator('..').locator('output')).toHaveText(/₹[\d,]+/);
    });
  });
}

test('the spec short form /popular-buses answers 301 to the canonical page, which lists buses', async ({
  page,
}) => {
  const answer = await page.request.get('/popular-buses', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/buses/popular-buses');
  await page.goto('/hi/popular-buses');
  await expect(page).toHaveURL(/\/hi\/buses\/popular-buses$/);
  await expect(page.getByRole('heading', { level: 1, name: LOCALES.hi.popularBuses })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a bus or three-wheeler that does not exist is not found, in the page and over HTTP', async ({
  page,
}) => {
  const response = await page.goto('/buses/tata-motors/no-such-bus');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
  ).toBeVisible();
  expect((await page.request.get('/hi/three-wheelers/no-such-brand')).status()).toBe(404);
  expect((await page.request.get('/three-wheelers/bajaj')).status()).toBe(200);
});

test('bus dealers of a brand in a city', async ({ page }) => {
  const dealers = (await (await page.request.get('/api/buses/dealers?brandSlug=tata-motors')).json()) as {
    items: Array<{ citySlug: string; name: string }>;
  };
  const served = dealers.items[0];
  expect(served).toBeDefined();
  await page.goto(`/buses/bus-dealers/tata-motors/${served?.citySlug}`);
  await expect(page.getByRole('article').filter({ hasText: served?.name })).toBeVisible();
  await page.goto(`/three-wheelers/three-wheelers-dealers/bajaj/${served?.citySlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bajaj');
});
