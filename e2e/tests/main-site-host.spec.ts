import { expect, test, type Page } from '../support/test';
import { MAIN_SITE_URL } from '../support/stack';

/** Counts the window's and document's event listeners and the page's style elements, from inside the page. */
async function watchListeners(page: Page) {
  await page.addInitScript(() => {
    const live = new Map<string, number>();
    const key = (target: EventTarget, type: string) =>
      `${target === window ? 'window' : target === document ? 'document' : 'other'}:${type}`;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (this === window || this === document)
        live.set(key(this, type), (live.get(key(this, type)) ?? 0) + 1);
      return add.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      if (this === window || this === document)
        live.set(key(this, type), (live.get(key(this, type)) ?? 0) - 1);
      return remove.call(this, type, listener, options);
    };
    (window as unknown as { listenerCount: () => number }).listenerCount = () =>
      [...live.values()].reduce((sum, n) => sum + n, 0);
  });
}
const listeners = (page: Page) =>
  page.evaluate(() => (window as unknown as { listenerCount: () => number }).listenerCount());
const styles = (page: Page) => page.locator('style').count();

test('the main site shows tractors inside its own layout, switches language through the embed and leaves nothing behind', async ({
  page,
}) => {
  await watchListeners(page);
  await page.goto(`${MAIN_SITE_URL}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tractors, implements and construction equipment' }),
  ).toBeVisible();
  const homeStyles = await styles(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Tractors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tractors in India' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Krishi Yantra Kendra' })).toBeVisible();
  await page.getByRole('link', { name: 'Search tractors' }).click();
  await expect(page).toHaveURL(`${MAIN_SITE_URL}/tractors/search`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tractors in India' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'भारत में ट्रैक्टर' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'ट्रैक्टर' })).toHaveAttribute('aria-current', 'page');
  const mountedStyles = await styles(page);
  expect(mountedStyles).toBeGreaterThan(homeStyles);

  // Home unmounts the embed, Tractors mounts it again. React and the browser driver add a few listeners once
  // per page; after that every round ends with the same counts, mounted or not: nothing piles up per mount and
  // the embed keeps its own listeners on its own elements.
  const rounds: { home: number; mounted: number }[] = [];
  for (let round = 0; round < 3; round += 1) {
    await nav.getByRole('link', { name: 'होम' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'ट्रैक्टर, कृषि उपकरण और निर्माण उपकरण' }),
    ).toBeVisible();
    expect(await styles(page)).toBe(homeStyles);
    const home = await listeners(page);
    await nav.getByRole('link', { name: 'ट्रैक्टर' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'भारत में ट्रैक्टर' })).toBeVisible();
    expect(await styles(page)).toBe(mountedStyles);
    rounds.push({ home, mounted: await listeners(page) });
  }
  expect(rounds[2]).toEqual(rounds[1]);
  expect(rounds[2]?.home).toBe(rounds[2]?.mounted);
});

test('the main site keeps working with its own fallback when the tractors remote is down', async ({
  page,
}) => {
  await page.route('**/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${MAIN_SITE_URL}/infra`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Listings are unavailable right now' }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tractors, implements and construction equipment' }),
  ).toBeVisible();
});

test('the main site names each page, answers 404 for what it lacks, and speaks the language of the address', async ({
  page,
  request,
}) => {
  const titleOf = async (path: string) => {
    const answer = await request.get(`${MAIN_SITE_URL}${path}`, { maxRedirects: 0 });
    return { status: answer.status(), title: /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] };
  };
  const home = await titleOf('/');
  const tractors = await titleOf('/tractors');
  const brand = await titleOf('/tractors/mahindra');
  expect(home).toEqual({
    status: 200,
    title: 'Tractors, implements and construction equipment | Krishi Yantra Kendra',
  });
  expect(tractors.status).toBe(200);
  expect(tractors.title).toMatch(/\| Krishi Yantra Kendra$/);
  expect(brand.title).toMatch(/Mahindra/);
  expect(new Set([home.title, tractors.title, brand.title]).size).toBe(3);
  expect((await titleOf('/no-such-page')).status).toBe(404);
  expect((await titleOf('/tractors/no-such-brand')).status).toBe(404);

  await page.goto(`${MAIN_SITE_URL}/hi/tractors`);
  await expect(page.getByRole('heading', { level: 1, name: 'भारत में ट्रैक्टर' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'यह पेज नहीं मिला।' })).toHaveCount(0);
  await expect(page).toHaveTitle(/\| कृषि यंत्र केंद्र$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'ट्रैक्टर' })).toHaveAttribute('aria-current', 'page');
  const shots = process.env.MAIN_SITE_SHOTS;
  if (shots) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shots}/main-site-hi-tractors-${width}.png`, fullPage: false });
    }
  }

  // The tractors' web stories are CV Bazaar's full-screen stories, which the embed does not have: the main site
  // sends the visitor there, in the same language, instead of showing a not-found page.
  const stories = await request.get(`${MAIN_SITE_URL}/hi/tractors/web-stories`, { maxRedirects: 0 });
  expect(stories.status()).toBe(302);
  expect(stories.headers()['location']).toMatch(/\/hi\/tractors\/web-stories$/);
  await page.goto(`${MAIN_SITE_URL}/tractors/web-stories`);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/tractors\/web-stories$/);
  expect(new URL(page.url()).origin).not.toBe(MAIN_SITE_URL);
});
