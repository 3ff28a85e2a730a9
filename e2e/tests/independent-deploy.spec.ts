import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { pointRemote, restoreRemotes } from '../support/remotes';
import { FIXTURE_URL } from '../support/stack';

const repo = path.resolve(__dirname, '..', '..');
const BUILDS = [
  'shell/dist',
  'mfe-trucks/dist',
  'mfe-buses/dist',
  'mfe-three-wheelers/dist',
  'mfe-tractors-infra/dist',
  'mfe-tyres/dist',
  'mfe-media/dist',
  'mfe-emandi-fuel/dist',
  'mfe-account/dist',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of files(path.join(repo, dir)).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

test.afterEach(() => restoreRemotes());

test('a second build of one remote goes live by re-pointing remotes.json; no other build changes', async ({
  page,
}) => {
  const before = BUILDS.map(fingerprint);

  await page.goto('/tyres/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Tyre brands in India' })).toBeVisible();

  pointRemote('mfe_tyres', `${FIXTURE_URL}/tyres-v2/mf-manifest.json`);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tyre brands in India — new release' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'MRF' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Vehicle categories' })
    .getByRole('link', { name: 'Trucks', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trucks in India' })).toBeVisible();

  expect(BUILDS.map(fingerprint)).toEqual(before);
});

test('no remote URL is compiled into the shell', () => {
  const shipped = files(path.join(repo, 'shell/dist/public')).filter((file) => /\.(js|html)$/.test(file));
  expect(shipped.length).toBeGreaterThan(3);
  for (const file of shipped) {
    // A remote's address is a host or a path before its manifest ("…/mfe-trucks/mf-manifest.json"); the service
    // worker may know a manifest by its file name alone (`endsWith('/mf-manifest.json')`), which names no remote.
    expect(readFileSync(file, 'utf8'), file).not.toMatch(
      /localhost:\d{4}|[\w.-]+\/mf-manifest\.json|remoteEntry\.js/,
    );
  }
});

/** A remote's address on the fixture host whose files a test replaces, as an operator uploading a build over the old one. */
const LIVE_DIR = path.join(repo, 'e2e/dist/tyres-live');
const LIVE_URL = `${FIXTURE_URL}/tyres-live/mf-manifest.json`;

function uploadTyres(build: string): void {
  rmSync(LIVE_DIR, { recursive: true, force: true });
  cpSync(path.join(repo, build), LIVE_DIR, { recursive: true });
}

/** The service worker (docs/operations.md#offline) controls the page and has saved it: `<html data-offline-ready>`. */
async function gotoWithWorker(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForSelector('html[data-offline-ready]', { state: 'attached', timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('with the service worker active', () => {
  test.afterEach(() => rmSync(LIVE_DIR, { recursive: true, force: true }));

  test('a build uploaded over the old one at the same address, and its rollback, reach the visitor on the next online visit', async ({
    page,
  }) => {
    uploadTyres('mfe-tyres/dist');
    pointRemote('mfe_tyres', LIVE_URL);
    await gotoWithWorker(page, '/tyres/brands');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tyre brands in India', exact: true }),
    ).toBeVisible();
    // The worker has kept this remote's manifest and entry: only network-first keeps them from going stale.
    const kept = await page.evaluate(
      async (url) => Boolean(await caches.match(url, { ignoreVary: true })),
      LIVE_URL,
    );
    expect(kept).toBe(true);

    uploadTyres('e2e/dist/tyres-v2');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tyre brands in India — new release' }),
    ).toBeVisible();

    uploadTyres('mfe-tyres/dist');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tyre brands in India', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tyre brands in India — new release' })).toHaveCount(0);
  });
});
