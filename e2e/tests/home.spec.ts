import { expect, test, type Page } from '../support/test';

/** How far the page scrolls sideways: 0 on a page that fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('home page', () => {
  test('two taps from the finder to a bus budget page', async ({ page }) => {
    await page.goto('/');
    const finder = page.getByRole('region', { name: 'Find a vehicle' });
    await finder.getByRole('button', { name: 'Buses' }).click();
    await finder.getByRole('link', { name: 'Under ₹1 Cr' }).click();
    await expect(page).toHaveURL(/\/buses\/buses-under-1-crore$/);
  });

  test('Hindi finder leads to the e-rickshaw page in Hindi', async ({ page }) => {
    await page.goto('/hi');
    const finder = page.getByRole('region', { name: 'वाहन खोजें' });
    await finder.getByRole('button', { name: 'थ्री-व्हीलर' }).click();
    await finder.getByRole('link', { name: 'ई-रिक्शा' }).click();
    await expect(page).toHaveURL(/\/hi\/three-wheelers\/e-rickshaw-three-wheelers$/);
  });

  test('widgets further down load as the visitor scrolls, and nothing scrolls sideways on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular trucks' })).toBeVisible();
    const latestNews = page.getByRole('heading', { name: 'Latest news' });
    await expect(latestNews).toHaveCount(0);
    // Scroll as a visitor does, a screen at a time, until the news widget has loaded.
    await expect(async () => {
      await page.mouse.wheel(0, 700);
      await expect(latestNews).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
