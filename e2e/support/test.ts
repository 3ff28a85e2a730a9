import { test as base, expect, type Page } from '@playwright/test';

export type { BrowserContext, Locator, Page } from '@playwright/test';
export { expect };

/**
 * A page arrives rendered by the server and stays inert until its app's code takes it over: a person cannot type into
 * it before then, but Playwright's `fill` can (and React would then hydrate over the typed text). So every full page
 * load of a journey waits for the take-over before the journey goes on.
 */
async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !globalThis.document.querySelector('main [inert]'), null, {
    timeout: 30_000,
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilTakenOver(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await untilTakenOver(page);
        return response;
      };
    }
    await provide(page);
  },
});
