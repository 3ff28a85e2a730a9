import { expect, test } from '../support/test';

/** The words of the media pages a visitor reads, per language (from mfe-media's texts). */
const LOCALES = {
  en: {
    prefix: '',
    story: 'Tata Ace Gold launched at ₹4–6.7 lakh',
    author: 'Vikram Singh Rathore',
    by: 'By Vikram Singh Rathore',
    slide: 'Slide 2 of 10',
  },
  hi: {
    prefix: '/hi',
    story: 'Tata Ace Gold ₹4–6.7 लाख में लॉन्च',
    author: 'विक्रम सिंह राठौड़',
    by: 'विक्रम सिंह राठौड़ द्वारा',
    slide: 'स्लाइड 2 / 10',
  },
} as const;

const STORY = 'tata-motors-ace-gold-launched-november-2025';

for (const [code, words] of Object.entries(LOCALES)) {
  test.describe(`media in ${code}`, () => {
    test('news list → story → author page → related vehicle', async ({ page }) => {
      await page.goto(`${words.prefix}/news`);
      await page.getByRole('link', { name: words.story }).click();
      await expect(page).toHaveURL(`${words.prefix}/news/${STORY}`);
      const story = page.getByRole('article', { name: words.story });
      await expect(story.getByRole('heading', { level: 1, name: words.story })).toBeVisible();
      await expect(page.locator('link[rel="amphtml"]')).toHaveAttribute(
        'href',
        `/api/amp/news/${STORY}?locale=${code}`,
      );

      await story.getByRole('link', { name: words.by, exact: true }).click();
      await expect(page).toHaveURL(`${words.prefix}/authors/vikram-singh-rathore`);
      await expect(page.getByRole('heading', { level: 1, name: words.author })).toBeVisible();
      await page.goBack();

      await page
        .getByRole('article', { name: words.story })
        .getByRole('link', { name: 'Tata Ace Gold', exact: true })
        .click();
      await expect(page).toHaveURL(`${words.prefix}/trucks/tata-motors/ace-gold`);
      await expect(page.getByRole('heading', { level: 1, name: /Tata Ace Gold/ })).toBeVisible();
    });

    test('a web story steps with the keyboard, full screen over the header', async ({ page }) => {
      await page.goto(`${words.prefix}/web-stories/top-tractors-2025`);
      const story = page.getByRole('dialog');
      await expect(story).toBeFocused();
      const box = await story.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0 });
      await page.keyboard.press('ArrowRight');
      await expect(story.getByText(words.slide)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await expect(story.getByText(words.slide)).toBeVisible();
    });
  });
}

test('a video page loads the player only after the click', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
  );
  await page.goto('/videos/tata-motors-ace-gold-review');
  const play = page.getByRole('button', {
    name: 'Play video: Tata Ace Gold review: price, mileage and payload',
  });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveAttribute('src', /^\/api\/media\/art\/.+\.webp\?w=640$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await play.click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
});

/** Set AMP_SHOTS=/some/folder to keep screenshots of the AMP story at 390 and 1280 px. */
const AMP_SHOTS = process.env.AMP_SHOTS;

/**
 * The test machine cannot reach the AMP CDN, so its runtime is answered by a stand-in that does the runtime's first
 * job (shows the body the boilerplate hides for 8 s) and marks the page. The page's policy still decides whether a
 * script from the CDN may run at all: with the site's policy it may not, and the story stays blank.
 */
const AMP_RUNTIME_STAND_IN =
  "document.documentElement.setAttribute('data-amp-runtime','ran');" +
  "document.body.style.animation='none';document.body.style.visibility='visible';";

test('the AMP story shows at once: its policy lets the AMP runtime run', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.route('https://cdn.ampproject.org/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: AMP_RUNTIME_STAND_IN }),
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/api/amp/news/${STORY}?locale=hi`);
    await expect(page.locator('html')).toHaveAttribute('data-amp-runtime', 'ran', { timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1, name: LOCALES.hi.story })).toBeVisible({
      timeout: 2_000,
    });
    if (AMP_SHOTS) await page.screenshot({ path: `${AMP_SHOTS}/amp-story-hi-${width}.png`, fullPage: true });
  }
  expect(blocked).toEqual([]);
});

test('the AMP page has <html amp> and a canonical link back; the RSS feed parses with 20+ items', async ({
  page,
  request,
  baseURL,
}) => {
  const amp = await request.get(`/api/amp/news/${STORY}?locale=hi`);
  expect(amp.status()).toBe(200);
  const html = await amp.text();
  expect(html).toMatch(/<html amp lang="hi">/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/hi/news/${STORY}">`);

  const feed = await request.get('/api/feeds/news.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  await page.goto('/news');
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: document.querySelector('parsererror') !== null,
      items: document.querySelectorAll('item').length,
    };
  }, xml);
  expect(parsed).toEqual({ error: false, items: 50 });
  const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveCount(1);
  expect(
    await feedLink.evaluate(
      (link: HTMLLinkElement) => new URL(link.href).pathname + new URL(link.href).search,
    ),
  ).toBe('/api/feeds/news.xml?locale=en');
});
