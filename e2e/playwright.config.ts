import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  API_PORT,
  BASE_URL,
  DATA_DIR,
  E2E_API_SETTINGS,
  MAIN_SITE_PORT,
  REMOTE_PORT_BASE,
  REMOTES_FILE,
  WEB_PORT,
  defaultRemotes,
  writeRemotes,
} from './support/stack';
import { E2E_ADMIN } from './support/admin-account';

writeRemotes(defaultRemotes());

export default defineConfig({
  testDir: './tests',
  // Tests re-point remotes.json, which the whole site reads: run them one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: require.resolve('./support/global-setup'),
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(__dirname, '..'),
    url: `${BASE_URL}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      REMOTE_PORT_BASE: String(REMOTE_PORT_BASE),
      MAIN_SITE_PORT: String(MAIN_SITE_PORT),
      REMOTES_FILE,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_MOBILE: E2E_ADMIN.mobile,
      CVB_SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      ...E2E_API_SETTINGS,
    },
  },
});
