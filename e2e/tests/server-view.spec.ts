import { expect, test, type Page } from '../support/test';

const STORY = 'tata-motors-ace-gold-launched-november-2025';
const DEALERS_IN_PUNE = '/hi/trucks/truck-dealers/tata-motors/pune';

/** The page's HTML without the answers inlined for the browser (which name the dealers too). */
const withoutFirstData = (html: string) =>
  html.replace(/<script type="application\/json" id="cvb-first-data">.*?<\/script>/s, '');

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

test.describe("the dealers page's first view lists the dealers", () => {
  test('the HTML of a brand in a city names its dealers, before any script runs', async ({ request }) => {
    const answer = await request.get('/api/trucks/dealers?brandSlug=tata-motors&citySlug=pune');
    const dealers = ((await answer.json()) as { items: { name: string; address: string }[] }).items;
    expect(dealers.length).toBeGreaterThan(0);
    const html = withoutFirstData(await (await request.get(DEALERS_IN_PUNE)).text());
    for (const dealer of dealers) {
      expect(html).toContain(dealer.name);
      expect(html).toContain(dealer.address);
    }
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toContain('पुणे');
  });

  test('Aurangabad is named from the city table in the first view (छत्रपति संभाजीनगर)', async ({ request }) => {
    const html = withoutFirstData(
      await (await request.get('/hi/trucks/truck-dealers/tata-motors/aurangabad')).text(),
    );
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(heading).toContain('छत्रपति संभाजीनगर');
    expect(heading).not.toContain('औरंगाबाद');
  });
});

/** The HTML's text as a reader sees it: the few entities React writes spelled out. */
const unescaped = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe("the price and news pages' first view has their data", () => {
  test("the HTML of a city's fuel page names today's price, before any script runs", async ({ request }) => {
    const answer = await request.get('/api/v4/fuel-price-city-wise?city=pune&state=maharashtra');
    const { city } = (await answer.json()) as { city: { petrol: number } };
    const html = withoutFirstData(await (await request.get('/fuel-prices/petrol-price-in-pune')).text());
    expect(html).toContain(`₹${city.petrol.toFixed(2)}`);
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toContain('Pune');
  });

  test("the HTML of a commodity's page lists its markets, before any script runs", async ({ request }) => {
    const answer = await request.get('/api/e-mandi/detail-page?commodity=wheat&_sort=modal_desc&_limit=500');
    const { records } = (await answer.json()) as { records: { market: { name: string } }[] };
    expect(records.length).toBeGreaterThan(0);
    const html = unescaped(withoutFirstData(await (await request.get('/emandi/wheat')).text()));
    for (const record of records.slice(0, 5)) expect(html).toContain(record.market.name);
  });

  test('the HTML of /news names the stories of its first page, before any script runs', async ({
    request,
  }) => {
    const answer = await request.get('/api/general/news?locale=en&page=1&limit=12');
    const { items } = (await answer.json()) as { items: { title: string }[] };
    expect(items).toHaveLength(12);
    const html = unescaped(withoutFirstData(await (await request.get('/news')).text()));
    for (const story of items) expect(html).toContain(story.title);
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

  test('a fuel page, a commodity page and the news list are hydrated with their data, not painted again', async ({
    page,
  }) => {
    const errors = await watchHydration(page);
    for (const path of ['/hi/fuel-prices/petrol-price-in-pune', '/hi/emandi/wheat', '/news']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect([path, await removedHeadings(page)]).toEqual([path, 0]);
    }
    expect(errors).toEqual([]);
  });

  test('a dealers page in Hindi is hydrated with its list, not painted again', async ({ page }) => {
    const errors = await watchHydration(page);
    await page.goto(DEALERS_IN_PUNE);
    await hydrated(page);
    expect(await removedHeadings(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.locator('main select').first().selectOption('new-delhi');
    await expect(page).toHaveURL(/\/hi\/trucks\/truck-dealers\/tata-motors\/new-delhi$/);
  });
});
