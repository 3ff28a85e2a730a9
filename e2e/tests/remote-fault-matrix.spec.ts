import { expect, test, type Page } from '../support/test';
import { pointRemote, restoreRemotes } from '../support/remotes';
import { FIXTURE_URL, REMOTE_CONTAINERS, type RemoteContainer } from '../support/stack';

const PANEL_TITLE = 'This section could not be loaded';

/** A page of each remote: where its fault shows. */
const PAGE_OF: Record<RemoteContainer, string> = {
  mfe_trucks: '/trucks',
  mfe_buses: '/buses',
  mfe_three_wheelers: '/three-wheelers',
  mfe_tractors_infra: '/tractors',
  mfe_tyres: '/tyres',
  mfe_media: '/news',
  mfe_emandi_fuel: '/fuel-prices',
  mfe_account: '/account',
};

/** Where each fault is served from: a missing manifest, one that never answers, an entry that throws, a mount that rejects. */
const FAULTS = {
  'manifest 404': () => `${FIXTURE_URL}/missing/mf-manifest.json`,
  'time-out': (name: RemoteContainer) => `http://localhost:3499/hanging/${name}/mf-manifest.json`,
  'entry throws': () => `${FIXTURE_URL}/broken-entry/remoteEntry.js`,
  'mount throws': (name: RemoteContainer) => `${FIXTURE_URL}/mount-throws-any/remoteEntry.js?name=${name}`,
} as const;

/** The chrome is there, and another remote still opens from the category strip. */
async function expectTheRestWorks(page: Page, failing: RemoteContainer) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  const [label, heading] =
    failing === 'mfe_trucks' ? ['Buses', 'Buses in India'] : ['Trucks', 'Trucks in India'];
  await page
    .getByRole('navigation', { name: 'Vehicle categories' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('every remote fails alone: 8 remotes × 4 faults', () => {
  test.afterEach(() => restoreRemotes());

  for (const name of REMOTE_CONTAINERS) {
    for (const [fault, urlOf] of Object.entries(FAULTS)) {
      test(`${name}: ${fault}`, async ({ page }) => {
        const url = urlOf(name);
        const hangs = fault === 'time-out';
        // Once the hanging manifest is asked for, the page's clock jumps half a minute, past the remote loader's
        // time-out (10 s), instead of the test waiting it out.
        let asked = Promise.resolve();
        if (hangs) {
          await page.clock.install();
          asked = new Promise<void>((resolve) => void page.route(url, () => resolve())); // never fulfilled
        }
        pointRemote(name, url);
        await page.goto(PAGE_OF[name]);
        if (hangs) {
          await asked;
          await page.clock.fastForward('00:30');
        }
        await expect(page.getByRole('alert')).toContainText(PANEL_TITLE, { timeout: 20_000 });
        await expectTheRestWorks(page, name);
      });
    }
  }
});
