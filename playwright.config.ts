import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Browser tests run against the production builds, served exactly as
// `pnpm start` serves them, on their own ports (4000–4004, API 4100) so a
// site already running on 3000 is left alone.
export const E2E_PORTS = {
  PORT_HOST: '4000',
  PORT_MARKETING: '4001',
  PORT_INDUSTRIES: '4002',
  PORT_ACCOUNTS: '4003',
  PORT_CHAT: '4004',
  PORT_API: '4100',
  VITAL_CONTROL_PORT: '4199',
};

/** The portal API's database during browser tests: created afresh for each run. */
export const E2E_DATABASE = path.join(os.tmpdir(), 'vital-e2e', 'portal.sqlite');

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*/e2e/**/*.spec.ts',
  testIgnore: ['**/node_modules/**'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.PORT_HOST}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'site', testIgnore: '**/*.resilience.spec.ts' },
    // Stops and hangs remotes: runs alone, after everything else.
    { name: 'resilience', testMatch: '*/e2e/**/*.resilience.spec.ts', dependencies: ['site'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${E2E_PORTS.PORT_HOST}`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...E2E_PORTS,
      // A hanging remote is given up after 3 s in tests instead of 10 s.
      VITAL_SITE_CONFIG_OVERRIDES: JSON.stringify({ remoteTimeoutMs: 3000 }),
      PORTAL_DB: E2E_DATABASE,
      PORTAL_DB_RESET: '1',
      VITAL_API_FAULTS: '1',
    },
  },
});
