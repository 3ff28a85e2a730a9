import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Ports of the site under test: apart from a developer's own `npm start` on 3000/4000/3101-3108 (and MariaDB on 3306). */
export const WEB_PORT = 3400;
export const API_PORT = 4400;
export const REMOTE_PORT_BASE = 3401;
/** The main-site host that embeds the tractors/infra remote. */
export const MAIN_SITE_PORT = 3480;
export const MAIN_SITE_URL = `http://localhost:${MAIN_SITE_PORT}`;
/** A second static host for fixtures and redeployed builds, like another CDN path. */
export const FIXTURE_PORT = 3490;

/**
 * Settings of the API under test beyond the ports: alert SMS go out at any hour (a journey run at night would
 * otherwise wait for 08:00 India time) and the alerts' sender looks for due SMS twice a second.
 */
export const E2E_API_SETTINGS = {
  ALERT_QUIET_HOURS: 'off',
  ALERT_WORKER_INTERVAL_MS: '500',
} as const;

export const BASE_URL = `http://localhost:${WEB_PORT}`;
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;

export const REMOTE_CONTAINERS = [
  'mfe_trucks',
  'mfe_buses',
  'mfe_three_wheelers',
  'mfe_tractors_infra',
  'mfe_tyres',
  'mfe_media',
  'mfe_emandi_fuel',
  'mfe_account',
] as const;
export type RemoteContainer = (typeof REMOTE_CONTAINERS)[number];

export function defaultRemotes(): Record<RemoteContainer, string> {
  return Object.fromEntries(
    REMOTE_CONTAINERS.map((name, i) => [name, `http://localhost:${REMOTE_PORT_BASE + i}/mf-manifest.json`]),
  ) as Record<RemoteContainer, string>;
}

const workDir = process.env.CVB_E2E_DIR ?? mkdtempSync(path.join(tmpdir(), 'cvb-e2e-'));
process.env.CVB_E2E_DIR = workDir;

/** The remotes.json the web server reads on every request; tests re-point remotes through it. */
export const REMOTES_FILE = path.join(workDir, 'remotes.json');
export const DATA_DIR = path.join(workDir, 'pglite');

export function writeRemotes(remotes: Record<string, string>): void {
  writeFileSync(REMOTES_FILE, JSON.stringify(remotes, null, 2));
}
