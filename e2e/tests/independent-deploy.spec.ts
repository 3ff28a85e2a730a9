import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
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
    expect(readFileSync(file, 'utf8'), file).not.toMatch(
      /localhost:\d{4}|\/mf-manifest\.json|remoteEntry\.js/,
    );
  }
});
