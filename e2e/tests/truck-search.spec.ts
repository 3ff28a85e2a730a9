import { expect, test } from '../support/test';

test.describe('truck search', () => {
  test('filters by brand and budget through the URL, with facet counts from the API', async ({ page }) => {
    await page.goto('/trucks/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search trucks' })).toBeVisible();
    const tata = page.getByRole('checkbox', { name: /^Tata Motors \(\d+\)$/ });
    await tata.check();
    await expect(page).toHaveURL(/brand=tata-motors/);
    await expect(page.getByRole('article').first()).toContainText('Tata');
    for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) {
      expect(title).toMatch(/^Tata /);
    }
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/trucks/search?brand=volvo&budget=under-5-lakh');
    await expect(page.getByText('Sorry, there are no model available in the above criteria.')).toBeVisible();
  });
});
