// `pnpm test`: every test of the workspace — unit (Jest), the production
// builds, server and script tests (node:test), then the browser tests
// (Playwright on Debian's chromium against the production builds). Installs
// chromium first when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { execSync, spawnSync } from 'node:child_process';
import { root } from './apps.mjs';
import { chromePath } from './chromium.mjs';
import { parallelism } from './parallelism.mjs';

function ensureChromium() {
  if (fs.existsSync(chromePath)) return;
  const isRoot = process.getuid?.() === 0;
  console.log('Debian chromium is missing: installing it (apt-get install chromium)…');
  const sudo = isRoot ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium`, {
      stdio: 'inherit',
    });
  } catch {
    console.error('Could not install chromium. Install the Debian package "chromium" and run again.');
    process.exit(1);
  }
}

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {string} [cwd]
 */
function step(label, command, args, cwd = root) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureChromium();
// Jest's own default is a worker fewer than the cores, which on two cores is one.
step('Unit tests (jest)', 'pnpm', ['exec', 'jest', `--maxWorkers=${parallelism}`]);
step('Production builds (what is missing or stale)', process.execPath, ['scripts/build-if-stale.mjs']);
// Named one by one: given a folder, node --test would also run scripts/test.mjs (this file) as a test.
const testFiles = (/** @type {string} */ dir, suffix = '.test.mjs') => fs.readdirSync(dir).filter((name) => name.endsWith(suffix)).map((name) => `${dir}/${name}`);
step('Server tests (node:test: serving, rendering, hostile requests, restarts)', process.execPath, ['--test', '--test-concurrency=1', ...testFiles('server/src'), ...testFiles('scripts')]);
// portal-api's own `test` script, with a file per core at once (each test file has its own database
// and server; node:test's default is a core fewer, which on two cores is one).
const portalApi = path.join(root, 'portal-api');
step(
  'Portal API integration tests (node:test, real HTTP on SQLite)',
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${parallelism}`, ...testFiles(path.join(portalApi, 'test'), '.test.ts')],
  portalApi,
);
step('Browser tests (playwright, production builds)', 'pnpm', ['exec', 'playwright', 'test']);
console.log('\n✔ All tests passed');
