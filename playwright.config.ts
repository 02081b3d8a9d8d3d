import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { parallelism } from './scripts/apps.ts';
import { e2eDatabase, e2ePorts } from './shared/e2e/servers';

// Browser tests run against the production builds, served exactly as `pnpm start` serves them,
// on their own ports (shared/e2e/servers.ts) so a site already running on 3000 is left alone.
const launchOptions = chromiumLaunchOptions([
  // Chromium refuses some ports outright (6000 is X11's, so E2E_PORT_BASE=6000
  // would fail with ERR_UNSAFE_PORT): let the run's own servers through.
  `--explicitly-allowed-ports=${Object.values(e2ePorts).join(',')}`,
]);

export default defineConfig({
  testDir: '.',
  testMatch: '*/e2e/**/*.spec.ts',
  testIgnore: ['**/node_modules/**'],
  fullyParallel: true,
  // A worker more than the cores: a test waits on pages, the network and timeouts a fifth of its time, which
  // the third worker fills (on two cores, 276 s against 334 s for the whole suite; the cores 94 % busy, not 81 %).
  workers: parallelism + 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${e2ePorts.PORT_HOST}`,
    // Recording a trace films every test (screenshots on each step): costly with a worker on every core.
    // A failure is retried in CI, and the retry is recorded.
    trace: 'on-first-retry',
    launchOptions,
  },
  webServer: {
    command: 'node --import tsx/esm scripts/start.ts',
    url: `http://localhost:${e2ePorts.PORT_HOST}`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...e2ePorts,
      // A hanging remote is given up after 3 s in tests instead of 10 s. Every test's browser is one client
      // (127.0.0.1) to the field reports' per-client limit: only the field reports' own test, which draws its
      // tab into the sample, sends any (decision 030).
      VITAL_SITE_CONFIG_OVERRIDES: JSON.stringify({ remoteTimeoutMs: 3000, fieldReports: { sampleRate: 0 } }),
      // Two browsers and every server share two cores: the API may take longer than production's
      // 400 ms to say a blog post does not exist (the deadline itself is tested in compose.test.ts).
      VITAL_RESOURCE_DEADLINE_MS: '5000',
      PORTAL_DB: e2eDatabase,
      // An empty release store: the tests see the builds, never releases made on this machine.
      VITAL_RELEASES_DIR: path.join(path.dirname(e2eDatabase), 'releases'),
      PORTAL_DB_RESET: '1',
      // Every test signs in and up from this one client: its per-client ceilings are lifted,
      // while the per-account sign-in throttle stays as strict as in production (the rate-limit test).
      PORTAL_RATE_SIGNIN_PER_CLIENT: '10000',
      PORTAL_SIGNIN_FAILURES_PER_CLIENT: '10000',
      // Long enough that the next attempt of a test always meets the block, however slowly it types.
      PORTAL_SIGNIN_FIRST_DELAY_SECONDS: '30',
      // The browsers keep both cores busy: at the lowest priority, every sign-in after the first would wait for one.
      PORTAL_HASH_NICE: '0',
      PORTAL_WRITE_BUDGET_PER_CLIENT_BYTES_PER_HOUR: '0',
      PORTAL_RATE_SIGNUP_PER_CLIENT: '10000',
      PORTAL_RATE_CONTACT_PER_CLIENT: '10000',
      PORTAL_RATE_NEWSLETTER_PER_CLIENT: '10000',
      PORTAL_RATE_GENERAL_PER_CLIENT: '0',
    },
  },
});
