import { expect, test, type Page } from '../support/test';
import { pointRemote, restoreRemotes } from '../support/remotes';
import { defaultRemotes, FIXTURE_URL } from '../support/stack';

const PANEL_TITLE = 'This section could not be loaded';

async function expectChromeStillWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await page
    .getByRole('navigation', { name: 'Vehicle categories' })
    .getByRole('link', { name: 'Trucks', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trucks in India' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('a remote that fails stays in its box', () => {
  test.afterEach(() => restoreRemotes());

  test('manifest 404: error panel, then Retry loads it once it is back', async ({ page }) => {
    // Same origin as the real remote: the page's CSP, fixed when it loaded, lets the retry reach it.
    pointRemote('mfe_buses', new URL('/missing/mf-manifest.json', defaultRemotes().mfe_buses).toString());
    await page.goto('/buses');
    const panel = page.getByRole('alert');
    await expect(panel).toContainText(PANEL_TITLE);
    await expect(page.getByRole('banner')).toBeVisible();

    restoreRemotes();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buses in India' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('manifest 404 in Hindi: the panel is translated', async ({ page }) => {
    pointRemote('mfe_buses', `${FIXTURE_URL}/missing/mf-manifest.json`);
    await page.goto('/hi/buses');
    await expect(page.getByRole('alert')).toContainText('यह हिस्सा लोड नहीं हो सका');
    await expect(page.getByRole('alert').getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });

  test('a remote that throws while rendering is caught by its error boundary', async ({ page }) => {
    pointRemote('mfe_account', `${FIXTURE_URL}/render-throws/mf-manifest.json`);
    await page.goto('/account');
    await expect(page.getByRole('alert')).toContainText(PANEL_TITLE);
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectChromeStillWorks(page);
  });
});
