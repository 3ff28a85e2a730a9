import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console-errors';

// The contracts and validation rules are not here: they are stateless, and each app bundles the few constants and
// rules it uses (tools/webpack/shared.cjs), except the vertical registry, shared by its file so that no remote
// downloads every vertical's definition again.
const SINGLETONS = [
  'react',
  'react-dom',
  '@cvb/router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'styled-components',
  'axios',
  'single-spa',
  '@cvb/store',
  '@cvb/i18n',
  '@cvb/api-client',
  '@cvb/contracts/verticals/registry',
  '@cvb/vehicle-catalogue/remote',
];
/** Shared between remotes only: the first remote that needs it provides it, and later ones take that copy. */
const FROM_FIRST_REMOTE = ['@cvb/router', '@cvb/vehicle-catalogue/remote'];

interface SharedCopy {
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('shared singletons run once in a page that mounted every remote', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Vehicle categories' });
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  // The general menu (news, fuel prices) is shown outside the vehicle sections: visit those first.
  const visits: Array<[typeof strip, string, string]> = [
    [mainMenu, 'News & Reviews', 'Latest commercial vehicle news'],
    [strip, 'Home', 'Find the right commercial vehicle'],
    [mainMenu, 'Fuel prices', 'Petrol, diesel and CNG prices today'],
    [strip, 'Trucks', 'Trucks in India'],
    [strip, 'Buses', 'Buses in India'],
    [strip, 'Three-wheelers', 'Three-wheelers in India'],
    [strip, 'Tractors', 'Tractors in India'],
    [strip, 'Tyres', 'Tyres for trucks, tractors and three-wheelers'],
  ];
  for (const [nav, link, heading] of visits) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // An in-page navigation (single-spa patches pushState), so every remote stays in this one document.
  await page.evaluate(() => window.history.pushState(null, '', '/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const copies = await page.evaluate((names) => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    // Every federation instance (shell and remotes) points at the same share table; count each copy once.
    const seen = new Set<Entry>();
    const found: SharedCopy[] = [];
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            if (names.includes(pkg) && (entry.loaded || entry.lib) && !seen.has(entry)) {
              seen.add(entry);
              found.push({
                pkg,
                version,
                from: entry.from,
                loaded: Boolean(entry.loaded),
                useIn: entry.useIn ?? [],
              });
            }
    return found;
  }, SINGLETONS);

  for (const pkg of SINGLETONS) {
    const loaded = copies.filter((c) => c.pkg === pkg);
    expect(loaded, `${pkg} must be loaded exactly once`).toHaveLength(1);
    // The shell routes between apps with single-spa and renders no React route itself, so it does not provide
    // the router: the first remote to mount does, and every later one takes that copy.
    if (!FROM_FIRST_REMOTE.includes(pkg)) expect(loaded[0].from, `${pkg} comes from the shell`).toBe('shell');
  }
  // The catalogue engine: the trucks remote (the first vertical visited) provides it; the other verticals use it.
  const engine = copies.find((c) => c.pkg === '@cvb/vehicle-catalogue/remote')!;
  expect(engine.from).toBe('mfe_trucks');
  for (const remote of ['mfe_buses', 'mfe_three_wheelers', 'mfe_tractors_infra'])
    expect(engine.useIn).toContain(remote);
  const router = copies.find((c) => c.pkg === '@cvb/router')!;
  expect(router.useIn.length, 'every remote uses the one router').toBeGreaterThanOrEqual(8);
  // Every remote that mounted took the shell's copy of the stateful libs.
  const storeUsers = copies.find((c) => c.pkg === '@cvb/store')!.useIn;
  for (const remote of [
    'mfe_trucks',
    'mfe_buses',
    'mfe_three_wheelers',
    'mfe_tractors_infra',
    'mfe_tyres',
    'mfe_media',
    'mfe_emandi_fuel',
    'mfe_account',
  ]) {
    expect(storeUsers).toContain(remote);
  }
  expect(errors.filter((e) => /Invalid hook call|several instances|multiple instances/i.test(e))).toEqual([]);
});
