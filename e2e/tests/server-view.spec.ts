import { expect, test, type Page } from '../support/test';

const STORY = 'tata-motors-ace-gold-launched-november-2025';

/** Counts headings taken out of the page (a view painted again instead of hydrated) and the page's errors. */
async function watchHydration(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    const removed = { count: 0 };
    Object.assign(window, { removedHeadings: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) removed.count += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return errors;
}

const removedHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedHeadings: { count: number } }).removedHeadings.count);

/** The app's box has taken its server view over (the marker and `inert` go when the app mounts). */
const hydrated = async (page: Page) => {
  await expect(page.locator('[data-server-view]')).toHaveCount(0);
  await expect(page.locator('main [inert]')).toHaveCount(0);
};

test.describe('pages arrive rendered: readable before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a truck model page, with its price and the buttons to ask for a quote', async ({ page }) => {
    await page.goto('/trucks/tata-motors/ace-gold');
    const view = page.locator('#app-mfe-trucks');
    await expect(view.locator('h1')).toHaveText('Tata Ace Gold');
    await expect(view.getByText('Key specifications').first()).toBeVisible();
    await expect(view.locator('button', { hasText: 'Get price quote' }).first()).toBeVisible();
    // Nothing answers a tap until the app's code has taken the view over.
    await expect(view).toHaveAttribute('inert', '');
  });

  test('the home page, the popular trucks list and a news story', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#app-shell h1')).toHaveText('Find the right commercial vehicle');
    await page.goto('/trucks/popular-trucks');
    await expect(page.locator('#app-mfe-trucks a', { hasText: 'Tata Ace Gold' }).first()).toBeVisible();
    await page.goto(`/news/${STORY}`);
    await expect(page.locator('#app-mfe-media article h1')).toBeVisible();
  });

  test('a tractor model page in Hindi, in Hindi', async ({ page }) => {
    await page.goto('/hi/tractors/mahindra/575-di');
    await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
    await expect(page.locator('#app-mfe-tractors-infra h1')).toContainText('575 DI');
    await expect(page.getByText('मुख्य स्पेसिफिकेशन').first()).toBeVisible();
  });
});

test.describe('the page the server rendered comes alive in place', () => {
  test('a model page is hydrated, not painted again, and its buttons work', async ({ page }) => {
    const errors = await watchHydration(page);
    await page.goto('/trucks/tata-motors/ace-gold');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get price quote' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await removedHeadings(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the home page and a news story are hydrated without a mismatch', async ({ page }) => {
    const errors = await watchHydration(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Buses' }).first().click();
    await expect(page.getByRole('button', { name: 'Buses', pressed: true }).first()).toBeVisible();
    expect(await removedHeadings(page)).toBe(0);
    await page.goto(`/news/${STORY}`);
    await hydrated(page);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await removedHeadings(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
