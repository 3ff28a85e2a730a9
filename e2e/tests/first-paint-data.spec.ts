import { expect, test, type Page } from '../support/test';

/** The API calls the browser makes whose path starts with one of `paths` (after /api/). */
function watchApiCalls(page: Page, paths: string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.some((path) => pathname.startsWith(`/api/${path}`))) seen.push(request.url());
  });
  return seen;
}

const STORY = 'tata-motors-ace-gold-launched-november-2025';

test.describe('the first paint has content: the page reads the answers its server inlined', () => {
  test('a truck model page shows its heading without asking the API for the model', async ({ page }) => {
    const calls = watchApiCalls(page, ['trucks/model-detail']);
    const response = await page.goto('/trucks/tata-motors/ace-gold');
    expect(await response?.text()).toContain('<script type="application/json" id="cvb-first-data">');
    await expect(page.getByRole('heading', { level: 1, name: 'Tata Ace Gold' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Key specifications' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a tractor model page in Hindi reads its Hindi answer', async ({ page }) => {
    const calls = watchApiCalls(page, ['tractors/model-detail']);
    await page.goto('/hi/tractors/mahindra/575-di');
    await expect(page.getByRole('heading', { level: 1, name: /575 DI/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'मुख्य स्पेसिफिकेशन' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the popular trucks list shows its models without asking the API for the list', async ({ page }) => {
    const calls = watchApiCalls(page, ['trucks/filter-page']);
    await page.goto('/trucks/popular-trucks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tata Ace Gold/ }).first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a news story shows its headline without asking the API for the story', async ({ page }) => {
    const calls = watchApiCalls(page, ['v4/get-news-details']);
    await page.goto(`/news/${STORY}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a brand's dealers in a city show without asking the API for the dealers or the cities", async ({
    page,
  }) => {
    const answer = await page.request.get('/api/trucks/dealers?brandSlug=tata-motors&citySlug=pune');
    const [dealer] = ((await answer.json()) as { items: { name: string }[] }).items;
    const calls = watchApiCalls(page, ['trucks/dealers', 'general/cities']);
    await page.goto('/hi/trucks/truck-dealers/tata-motors/pune');
    await expect(page.getByRole('heading', { level: 1, name: /पुणे/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: dealer?.name })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a city's fuel page shows today's price without asking the API for the place or its prices", async ({
    page,
  }) => {
    const calls = watchApiCalls(page, [
      'v4/fuel-place',
      'v4/fuel-price-city-wise',
      'v4/petrol-price-day-wise',
    ]);
    await page.goto('/fuel-prices/petrol-price-in-pune');
    await expect(page.getByRole('heading', { level: 1, name: /Pune/ })).toBeVisible();
    await expect(page.getByText(/₹\d+\.\d\d/).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Pune/ }).first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a commodity's page lists its markets without asking the API for them", async ({ page }) => {
    const calls = watchApiCalls(page, ['e-mandi/detail-page']);
    await page.goto('/hi/emandi/wheat');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the news list shows its stories without asking the API for them', async ({ page }) => {
    const answer = await page.request.get('/api/general/news?locale=en&page=1&limit=12');
    const [story] = ((await answer.json()) as { items: { title: string }[] }).items;
    const calls = watchApiCalls(page, ['general/news']);
    await page.goto('/news');
    await expect(page.getByRole('link', { name: story?.title }).first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a list with its own filters in the URL asks the API as before', async ({ page }) => {
    const calls = watchApiCalls(page, ['trucks/filter-page']);
    await page.goto('/trucks/popular-trucks?sort=price-asc');
    await expect(page.getByRole('link', { name: /Tata Ace Gold/ }).first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
  });
});
