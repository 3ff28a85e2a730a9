import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

/** A mid-range phone, the screen most visitors have. */
const PHONE = { width: 390, height: 844 };

/** Two truck variants of the seed, and one slug that does not exist. */
const COMPARED = 'ace-gold-std,intra-v30-cbc';
const ONE_WRONG = 'ace-gold-std,jeeto-cbc';

/** What a visitor reads, per language (copied from libs/vehicle-catalogue's texts). */
const LOCALES = [
  {
    prefix: '',
    onRoad: 'On-road price',
    priceByVariant: /^Price by variant in /,
    missingVariant:
      'One of the variants in this comparison is not in our catalogue. Remove it, or pick another variant above.',
  },
  {
    prefix: '/hi',
    onRoad: 'ऑन-रोड कीमत',
    priceByVariant: / में वेरिएंट के अनुसार कीमत$/,
    missingVariant: 'इस तुलना का एक वेरिएंट हमारी सूची में नहीं है। उसे हटाएं या ऊपर कोई दूसरा वेरिएंट चुनें।',
  },
] as const;

const PAGES = [
  { name: 'home', path: '' },
  { name: 'truck list', path: '/trucks' },
  { name: 'model page', path: '/trucks/tata-motors/ace-gold' },
  { name: 'compare', path: `/trucks/compare?variants=${COMPARED}` },
  { name: 'fuel prices', path: '/fuel-prices' },
  { name: 'mandi prices', path: '/emandi' },
] as const;

/** How far the page scrolls sideways: 0 on a page that fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens a page and waits until its heading is there and its data has arrived (no skeleton still busy). */
async function openSettled(page: Page, path: string) {
  await page.goto(path || '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Scroll down a screen at a time, as a visitor does, so widgets that load near the screen load too.
  for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, PHONE.height);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Serious and critical axe violations of the page as it is now, by rule id with the elements they hit. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test.describe('phone layout at 390 × 844', () => {
  test.use({ viewport: PHONE });

  for (const locale of LOCALES) {
    for (const { name, path } of PAGES) {
      test(`${locale.prefix || '/en'} ${name}: nothing scrolls sideways, no serious accessibility problem`, async ({
        page,
      }) => {
        await openSettled(page, `${locale.prefix}${path}`);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`${locale.prefix || '/en'} model page: the on-road price shows in the first screen of the price block`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/trucks/tata-motors/ace-gold`);
      const prices = page.getByRole('table', { name: locale.priceByVariant });
      await expect(prices).toBeVisible();
      const block = page.getByRole('region', { name: locale.priceByVariant });
      await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await expect(prices.getByRole('columnheader', { name: locale.onRoad })).toBeInViewport({ ratio: 1 });
      const firstOnRoad = prices.getByRole('row').nth(1).getByRole('cell').first();
      await expect(firstOnRoad).toHaveText(/^₹/);
      await expect(firstOnRoad).toBeInViewport({ ratio: 1 });
    });

    test(`${locale.prefix || '/en'} compare: a wrong slug is explained in the page's language`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/trucks/compare?variants=${ONE_WRONG}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(locale.missingVariant);
      await expect(alert).not.toContainText(/status code|Request failed/);
    });

    test(`${locale.prefix || '/en'} compare: two vehicles side by side under a sticky spec column`, async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/trucks/compare?variants=${COMPARED}`);
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveCount(3);
      // Side by side: once the visitor scrolls down to the table, its three heads fit the phone's width.
      await headers.first().scrollIntoViewIfNeeded();
      for (const index of [0, 1, 2]) await expect(headers.nth(index)).toBeInViewport({ ratio: 1 });
      const scroller = page.getByRole('region', { name: /table|तालिका/ });
      await scroller.evaluate((element) => element.scrollBy({ left: 400 }));
      const specName = table.getByRole('rowheader').first();
      const box = await specName.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect(box?.x).toBeLessThan(40);
    });
  }
});
