import { expect, test, type Page } from '../support/test';

/** The words a visitor sees on the trucks pages, per language (copied from the catalogue's texts). */
const LOCALES = {
  en: {
    prefix: '',
    under20: /^Under ₹20 Lakh \(\d+\)$/,
    diesel: /^Diesel \(\d+\)$/,
    city: 'City',
    priceByVariant: /^Price by variant in /,
    brand: 'Brand',
    model: 'Model',
    variant: 'Variant',
    slot: (n: number) => `Vehicle ${n}`,
    addVariant: 'Add another variant',
    tooMany: 'You can select 4 varients max',
    compare: 'Compare',
    tenure: 'Loan period',
    months: (n: number) => `${n} months`,
    monthlyEmi: 'Monthly EMI',
    noDealers:
      'No dealers available for your current city or brand; change the city or choose a different brand.',
  },
  hi: {
    prefix: '/hi',
    under20: /^₹20 लाख से कम \(\d+\)$/,
    diesel: /^डीज़ल \(\d+\)$/,
    city: 'शहर',
    priceByVariant: / में वेरिएंट के अनुसार कीमत$/,
    brand: 'ब्रांड',
    model: 'मॉडल',
    variant: 'वेरिएंट',
    slot: (n: number) => `वाहन ${n}`,
    addVariant: 'एक और वेरिएंट जोड़ें',
    tooMany: 'आप अधिकतम 4 वेरिएंट चुन सकते हैं',
    compare: 'तुलना करें',
    tenure: 'लोन अवधि',
    months: (n: number) => `${n} महीने`,
    monthlyEmi: 'मासिक ईएमआई',
    noDealers: 'आपके मौजूदा शहर या ब्रांड के लिए कोई डीलर उपलब्ध नहीं है; शहर बदलें या कोई दूसरा ब्रांड चुनें।',
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

/** A truck brand with dealers in some cities but not all, read from the API the pages use. */
async function brandMissingACity(page: Page) {
  const brands = (await (await page.request.get('/api/truck-brands')).json()) as Array<{ slug: string }>;
  const cities = (await (await page.request.get('/api/general/cities')).json()) as {
    data: { cities: Array<{ slug: string }> };
  };
  for (const { slug } of brands) {
    const dealers = (await (await page.request.get(`/api/trucks/dealers?brandSlug=${slug}`)).json()) as {
      items: Array<{ citySlug: string; name: string }>;
    };
    const servedCities = new Set(dealers.items.map((dealer) => dealer.citySlug));
    const unserved = cities.data.cities.find((city) => !servedCities.has(city.slug));
    const served = dealers.items[0];
    if (served && unserved) return { brandSlug: slug, served, unserved: unserved.slug };
  }
  throw new Error('every truck brand has dealers in every city: the seed changed');
}

for (const [code, words] of Object.entries(LOCALES)) {
  test.describe(`truck buyer journey (${code})`, () => {
    test('filter, open a model, on-road price by city', async ({ page }) => {
      await page.goto(`${words.prefix}/trucks/search`);
      // The boxes follow the URL, which changes after the click: check the URL, then the box.
      const under20 = page.getByRole('radio', { name: words.under20 });
      await under20.click();
      await expect(page).toHaveURL(/budget=under-20-lakh/);
      await expect(under20).toBeChecked();
      const diesel = page.getByRole('checkbox', { name: words.diesel });
      await diesel.click();
      await expect(page).toHaveURL(/fuel=diesel/);
      await expect(diesel).toBeChecked();

      const firstCard = page.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      await firstCard.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/trucks/[a-z0-9-]+/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const prices = page.getByRole('table', { name: words.priceByVariant });
      await expect(prices).toBeVisible();
      const inDelhi = await prices.innerText();
      const city = page.getByRole('combobox', { name: words.city }).first();
      await city.selectOption('chennai');
      await expect(prices).not.toHaveText(inDelhi);
    });

    test('compare four variants; a fifth is refused', async ({ page }) => {
      await page.goto(`${words.prefix}/trucks/compare`);
      const add = page.getByRole('button', { name: words.addVariant });
      await add.click();
      await add.click();
      for (const slot of [1, 2, 3, 4]) await pickVariant(page, words, slot, slot);
      await add.click();
      await expect(page.getByRole('alert')).toHaveText(words.tooMany);
      await page.getByRole('button', { name: words.compare, exact: true }).click();
      await expect(page).toHaveURL(/variants=[^,&]+,[^,&]+,[^,&]+,[^,&]+/);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(5);
    });

    test('the EMI follows the loan period', async ({ page }) => {
      await page.goto(`${words.prefix}/trucks/emi-calculator?brandSlug=tata-motors&modelSlug=ace-gold`);
      const emi = page.getByText(words.monthlyEmi).locator('..').locator('output');
      await expect(emi).toHaveText(/₹[\d,]+/);
      const over84 = await emi.innerText();
      await page.getByRole('combobox', { name: words.tenure }).selectOption({ label: words.months(36) });
      await expect(emi).not.toHaveText(over84);
    });

    test('dealers of a brand in a city, and the message for a city with none', async ({ page }) => {
      const { brandSlug, served, unserved } = await brandMissingACity(page);

      await page.goto(`${words.prefix}/trucks/truck-dealers/${brandSlug}/${served.citySlug}`);
      await expect(page.getByRole('article').filter({ hasText: served.name })).toBeVisible();
      await expect(page.getByText(words.noDealers)).toHaveCount(0);

      await page.goto(`${words.prefix}/trucks/truck-dealers/${brandSlug}/${unserved}`);
      await expect(page.getByText(words.noDealers)).toBeVisible();
    });
  });
}
