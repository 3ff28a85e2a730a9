import { expect, test } from '../support/test';

interface Named {
  name: string;
}

const brandPages = [
  { path: '/trucks/brands', api: '/api/truck-brands', heading: 'Truck brands in India' },
  { path: '/buses/brands', api: '/api/bus-brands', heading: 'Bus brands in India' },
  {
    path: '/three-wheelers/brands',
    api: '/api/threewheeler-brands',
    heading: 'Three-wheeler brands in India',
  },
  { path: '/tractors/brands', api: '/api/tractor-brands', heading: 'Tractor brands in India' },
  { path: '/infra/brands', api: '/api/infra-brands', heading: 'Construction equipment brands in India' },
  { path: '/tyres/brands', api: '/api/tyre-brands', heading: 'Tyre brands in India' },
];

test.describe('every remote shows real rows from the API inside the shell', () => {
  for (const { path, api, heading } of brandPages) {
    test(`${path} lists the brands the API returns`, async ({ page, request }) => {
      const brands = (await (await request.get(`${api}?_sort=popularity:DESC&_limit=-1`)).json()) as Named[];
      expect(brands.length).toBeGreaterThan(4);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const brand of [brands[0], brands[brands.length - 1]]) {
        await expect(page.getByRole('article', { name: brand.name })).toBeVisible();
      }
      await expect(page.getByRole('article')).toHaveCount(brands.length);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    });
  }

  test('/news shows the latest stories', async ({ page, request }) => {
    const [latest] = (await (await request.get('/api/newsarticles?_limit=1&_locale=en')).json()) as Array<{
      title: string;
    }>;
    await page.goto('/news');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest commercial vehicle news' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: latest.title })).toBeVisible();
  });

  test("/fuel-prices shows today's prices by city", async ({ page, request }) => {
    const fuel = (await (await request.get('/api/v4/fuel-data-for-index-page')).json()) as {
      items: Array<{ city: string; petrol: number; diesel: number }>;
    };
    const delhi = fuel.items.find((row) => row.city === 'Delhi');
    expect(delhi).toBeDefined();
    await page.goto('/fuel-prices');
    // The metros table comes first; the by-state table has a Delhi row too.
    const row = page.getByRole('row', { name: /Delhi/ }).first();
    await expect(row).toContainText(delhi!.petrol.toFixed(2));
    await expect(row).toContainText(delhi!.diesel.toFixed(2));
  });

  test('/account shows the sign-in entry point for a visitor', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  });

  test('the home page links to every category', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the right commercial vehicle' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Buses', exact: true }).click();
    await expect(page).toHaveURL(/\/buses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buses in India' })).toBeVisible();
  });

  test('an unknown path is not found, in the page and over HTTP', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Sorry, We cant find the page you are looking for!' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
