import { expect, test, type Page } from '../support/test';

/** The words a visitor sees on the tyre pages, per language (copied from mfe-tyres' texts). */
const LOCALES = {
  en: {
    prefix: '',
    vehicleType: 'Vehicle type',
    brand: 'Brand',
    model: 'Model',
    truck: 'Truck / LCV',
    tractor: 'Tractor',
    variant: 'Variant',
    aceFitment: /^Tata Ace Gold .+: 145 R12 LT on all wheels \(4 tyres\)$/,
    bySize: 'By size',
    width: 'Width',
    aspect: 'Aspect ratio',
    rim: 'Rim (inches)',
    sizeLink: /^295\/80 R22\.5: \d+ tyre models$/,
    compareNamed: (name: string) => `Compare ${name}`,
    compareNow: 'Compare now',
    differencesOnly: 'Show differences only',
    current: 'Current size',
    proposed: 'Proposed size',
    compareSizes: 'Compare sizes',
    tooBig: 'Too big: the diameter grows by +3.07 %, beyond the +3 % limit.',
    batteriesFor: 'Batteries for Mahindra 575 DI',
  },
  hi: {
    prefix: '/hi',
    vehicleType: 'वाहन का प्रकार',
    brand: 'ब्रांड',
    model: 'मॉडल',
    truck: 'ट्रक / एलसीवी',
    tractor: 'ट्रैक्टर',
    variant: 'वेरिएंट',
    aceFitment: /^Tata Ace Gold .+: सभी पहियों पर 145 R12 LT \(4 टायर\)$/,
    bySize: 'साइज़ से',
    width: 'चौड़ाई',
    aspect: 'आस्पेक्ट रेशियो',
    rim: 'रिम (इंच)',
    sizeLink: /^295\/80 R22\.5: \d+ टायर मॉडल$/,
    compareNamed: (name: string) => `${name} की तुलना करें`,
    compareNow: 'अभी तुलना करें',
    differencesOnly: 'सिर्फ़ अंतर दिखाएं',
    current: 'मौजूदा साइज़',
    proposed: 'नया साइज़',
    compareSizes: 'साइज़ की तुलना करें',
    tooBig: 'बहुत बड़ा: व्यास +3.07 % बढ़ता है, +3 % की सीमा से ज़्यादा।',
    batteriesFor: 'Mahindra 575 DI की बैटरियां',
  },
} as const;

type Words = (typeof LOCALES)[keyof typeof LOCALES];

async function pickVehicle(page: Page, words: Words, type: string, brand: string, model: string) {
  await page.getByRole('combobox', { name: words.vehicleType, exact: true }).selectOption({ label: type });
  await page.getByRole('combobox', { name: words.brand, exact: true }).selectOption({ label: brand });
  await page.getByRole('combobox', { name: words.model, exact: true }).selectOption({ label: model });
}

for (const [locale, words] of Object.entries(LOCALES)) {
  test.describe(`tyres (${locale})`, () => {
    test('find tyres for a Tata Ace Gold, then by size, and compare two of them', async ({ page }) => {
      await page.goto(`${words.prefix}/tyres/finder`);
      await pickVehicle(page, words, words.truck, 'Tata Motors', 'Tata Ace Gold');
      // The variant step: brand → model → variant → the sizes that fit → tyres.
      await page.getByRole('combobox', { name: words.variant, exact: true }).selectOption({ index: 1 });
      await expect(page.getByRole('heading', { name: words.aceFitment })).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThan(2);
      await expect(page).toHaveURL(/vertical=truck&brand=tata-motors&model=ace-gold&variant=/);

      await page.getByRole('tab', { name: words.bySize }).click();
      await page.getByRole('combobox', { name: words.width }).selectOption('295');
      await page.getByRole('combobox', { name: words.aspect }).selectOption('80');
      await page.getByRole('combobox', { name: words.rim }).selectOption('22.5');
      await page.getByRole('link', { name: words.sizeLink }).click();
      await expect(page).toHaveURL(/\/tyres\/search\?size=295%2F80(%20|\+)R22\.5/);
      await expect(page.getByRole('checkbox', { name: /^295\/80 R22\.5/ })).toBeChecked();

      const cards = page.getByRole('article');
      const first = (await cards.nth(0).getByRole('heading').innerText()).trim();
      const second = (await cards.nth(1).getByRole('heading').innerText()).trim();
      await page.getByRole('checkbox', { name: words.compareNamed(first) }).check();
      await page.getByRole('checkbox', { name: words.compareNamed(second) }).check();
      await page.getByRole('link', { name: words.compareNow }).click();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: new RegExp(first) })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: new RegExp(second) })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: words.differencesOnly })).toBeChecked();
    });

    test('upsizing verdict and the battery finder for a tractor', async ({ page }) => {
      await page.goto(`${words.prefix}/tyres/upsizing-tool`);
      await page.getByLabel(words.current).fill('295/80 R22.5');
      await page.getByLabel(words.proposed).fill('315/80 R22.5');
      await page.getByRole('button', { name: words.compareSizes }).click();
      await expect(page.getByRole('status').filter({ hasText: words.tooBig })).toBeVisible();

      await page.goto(`${words.prefix}/tyres/battery-finder`);
      await pickVehicle(page, words, words.tractor, 'Mahindra', 'Mahindra 575 DI');
      const results = page.getByRole('region', { name: words.batteriesFor });
      await expect(results.getByRole('heading', { name: words.batteriesFor })).toBeVisible();
      expect(await results.getByRole('row').count()).toBeGreaterThan(3);
    });
  });
}
