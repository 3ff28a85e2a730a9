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
  // The view answers taps once its app has mounted, but a lazily loaded page (or a part hydrated when seen) may still
  // be the server's HTML: text typed into such a field is lost when React hydrates it. React marks each element it
  // has hydrated with its props, so wait for every form control of the page to carry them (best effort: a page
  // with a control React does not own goes on after the wait).
  await page
    .waitForFunction(
      () =>
        [
          ...globalThis.document.querySelectorAll('main input, main select, main textarea, main button'),
        ].every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$'))),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
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
