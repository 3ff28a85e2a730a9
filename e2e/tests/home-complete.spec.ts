import { expect, test, type Locator, type Page } from '../support/test';

/** How far the page scrolls sideways: 0 on a page that fits the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Scrolls as a visitor does, a screen at a time, until `target` has loaded and is on screen. */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await target.scrollIntoViewIfNeeded();
}

test.describe('home page: every vertical in the finder, and the widgets of every remote', () => {
  test('two taps from the finder to tractors of 41–50 HP and to backhoe loaders', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India');
    const finder = page.getByRole('region', { name: 'Find a vehicle' });
    await finder.getByRole('button', { name: 'Tractors' }).click();
    await finder.getByRole('link', { name: '41–50 HP' }).click();
    await expect(page).toHaveURL(/\/tractors\/search\?hp=41-50-hp$/);
    await expect(page.getByRole('radio', { name: /^41–50 HP \(\d+\)$/ })).toBeChecked();
    await expect(page.getByRole('article').first()).toContainText(/\d+ hp|HP/i);

    await page.goto('/');
    await finder.getByRole('button', { name: 'Infra' }).click();
    await finder.getByRole('link', { name: 'Backhoe loaders' }).click();
    await expect(page).toHaveURL(/\/infra\/backhoe-loaders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Backhoe loaders' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('the same two taps in Hindi stay in Hindi', async ({ page }) => {
    await page.goto('/hi');
    await expect(page).toHaveTitle('सीवी बाज़ार — भारत में ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर और टायर');
    const finder = page.getByRole('region', { name: 'वाहन खोजें' });
    await finder.getByRole('button', { name: 'ट्रैक्टर' }).click();
    await finder.getByRole('link', { name: '41–50 hp' }).click();
    await expect(page).toHaveURL(/\/hi\/tractors\/search\?hp=41-50-hp$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/hi');
    await finder.getByRole('button', { name: 'इन्फ्रा' }).click();
    await finder.getByRole('link', { name: 'बैकहो लोडर' }).click();
    await expect(page).toHaveURL(/\/hi\/infra\/backhoe-loaders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'बैकहो लोडर' })).toBeVisible();
  });

  test('popular tractors, upcoming launches, latest videos and brands load on scroll; nothing scrolls sideways at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular trucks' })).toBeVisible();
    const tiles = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
    await expect(tiles).toHaveCount(6);
    await expect(tiles.first().locator('svg')).toBeVisible();

    const tractors = page.getByRole('region', { name: 'Popular tractors' });
    const upcoming = page.getByRole('region', { name: 'Upcoming launches' });
    const videos = page.getByRole('region', { name: 'Latest videos' });
    const brands = page.getByRole('region', { name: 'Popular brands' });
    await expect(videos).toHaveCount(0);
    await expect(brands).toHaveCount(0);

    await scrollUntilVisible(page, tractors);
    await expect(tractors.getByRole('article').first()).toBeVisible();
    await scrollUntilVisible(page, upcoming);
    await expect(upcoming.getByRole('article').first()).toContainText(/Expected launch/);
    await scrollUntilVisible(page, videos);
    await expect(videos.getByRole('button', { name: /^Play video: / }).first()).toBeVisible();
    await scrollUntilVisible(page, brands);
    await expect(brands.getByRole('link', { name: /models?$/ }).first()).toBeVisible();
    await page
      .getByRole('group', { name: 'Popular brands' })
      .getByRole('button', { name: 'Tractors' })
      .click();
    await expect(brands.getByRole('link', { name: /^Mahindra \d+ models$/ })).toBeVisible();

    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
