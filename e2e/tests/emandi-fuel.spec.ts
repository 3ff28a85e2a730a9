import { expect, test } from '../support/test';

test.describe('e-mandi and fuel prices', () => {
  for (const { prefix, commodity, state, district, market, chartName } of [
    {
      prefix: '',
      commodity: 'Commodity',
      state: 'State',
      district: 'District',
      market: 'Market',
      chartName: /last 30 days/,
    },
    {
      prefix: '/hi',
      commodity: 'जिंस',
      state: 'राज्य',
      district: 'ज़िला',
      market: 'मंडी',
      chartName: /पिछले 30 दिन/,
    },
  ]) {
    test(`${prefix || '/en'}: commodity → state → district → market shows the history chart`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/emandi`);
      // The server's view is inert until the app takes it over (its marker goes): a choice made before that is lost.
      await expect(page.locator('[data-server-view]')).toHaveCount(0);
      await page.getByRole('combobox', { name: commodity }).selectOption('wheat');
      await page.getByRole('combobox', { name: state }).selectOption('punjab');
      await page.getByRole('combobox', { name: district }).selectOption('ludhiana');
      await page.getByRole('combobox', { name: market }).selectOption('khanna');
      await expect(page).toHaveURL(/commodity=wheat&state=punjab&district=ludhiana&market=khanna/);
      await expect(page.getByRole('img', { name: chartName })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible();
    });
  }

  test('fuel price in a city with its history, and the all-cities page', async ({ page }) => {
    await page.goto('/fuel-prices/diesel-price-in-mumbai');
    await expect(page.getByRole('heading', { level: 1, name: 'Diesel price in Mumbai today' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Diesel price in Mumbai, last 30 days' })).toBeVisible();
    await page.getByRole('button', { name: 'Last 365 days' }).click();
    await expect(page.getByRole('img', { name: 'Diesel price in Mumbai, last 365 days' })).toBeVisible();
    await page.goto('/fuel-prices/petrol-price-in-all-city');
    await expect(page.getByRole('heading', { level: 1, name: 'Petrol price in all cities' })).toBeVisible();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(150);
  });

  test('Hindi fuel page is in Hindi and every fuel link stays English', async ({ page }) => {
    await page.goto('/hi/fuel-prices');
    await expect(
      page.getByRole('heading', { level: 1, name: 'आज के पेट्रोल, डीज़ल और सीएनजी के दाम' }),
    ).toBeVisible();
    const fuelLinks = page.locator('main a[href*="fuel-prices"], #root a[href*="fuel-prices"]');
    await expect.poll(() => fuelLinks.count()).toBeGreaterThan(10);
    const hrefs = await fuelLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/fuel-prices/);
  });

  test('an unknown fuel slug shows the not-found page', async ({ page }) => {
    await page.goto('/fuel-prices/petrol-price-in-atlantis');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});
