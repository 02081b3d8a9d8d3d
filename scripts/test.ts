// `pnpm test`: every test and check of the workspace: the production builds (what is missing or stale), unit
// tests (Jest) beside the rebuild of a remote, server and script tests (node:test), the browser tests (Playwright
// on Debian's chromium, installed first when missing) with lint and types beside them at the lowest priority,
// then the budgets that need the machine to themselves.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { parallelism, root } from './apps.ts';
import { chromePath, chromiumPackage } from './chromium.ts';
import { atLowestPriority, JEST_FAILING_TESTS, NODE_TEST, runStart, step, together } from './testing/steps.ts';

function ensureChromium() {
  if (fs.existsSync(chromePath)) return;
  console.log(`Debian's chromium is missing: installing it (apt-get install ${chromiumPackage})…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${chromiumPackage}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install chromium. Install the Debian package "${chromiumPackage}" and run again.`);
    process.exit(1);
  }
}

ensureChromium();
await step('Production builds (what is missing or stale)', process.execPath, ['--import', 'tsx/esm', 'scripts/build-if-stale.ts']);
// Named one by one: given a folder, node --test would also run scripts/test.ts (this file) as a test.
const testFiles = (dir: string, suffix: string) => fs.readdirSync(dir).filter((name) => name.endsWith(suffix)).map((name) => `${dir}/${name}`);
const portalApi = path.join(root, 'portal-api');
const STRANGERS = 'scripts/strangers.test.ts';
// The API's budgets under a flood of sign-ins: a visitor's sign-in within 2 s, a page's files within 500 ms.
const SIGN_IN_BUDGETS = ['passwords.test.ts', 'sign-in-flood.test.ts'].map((file) => path.join(portalApi, 'test', file));
// It edits and rebuilds the industries remote in the workspace, which every other site test serves.
const REBUILDS = 'scripts/server-rendering.test.ts';
// Each of these starts a site of its own (on ports of its own) and keeps a core busy for half to three
// quarters of its time: two at once, the longest first, so that the longest never starts last.
const LONGEST_FIRST = ['scripts/canary.test.ts', 'scripts/nginx.test.ts', 'scripts/release.test.ts', 'scripts/hardening.test.ts', 'scripts/release/check-journeys.test.ts', 'scripts/add-remote.test.ts'];
const serverTests = [...testFiles('server/src', '.test.ts'), ...testFiles('server/src/field', '.test.ts'), ...testFiles('scripts', '.test.ts'), ...testFiles('scripts/release', '.test.ts'), ...testFiles('scripts/testing', '.test.ts')];
// Tests side by side keep both cores busy: a password hash at the lowest priority (the API's default for a
// client that has hashed lately) would wait for a core, past a journey's or a connection's deadline. The
// tests of that priority run alone, with the API's default (SIGN_IN_BUDGETS).
const SHARED_CORES = { PORTAL_HASH_NICE: '0' };
// The unit tests serve no build: the rebuild of a remote's build runs beside them (it leaves a core idle a
// third of its time, Jest a tenth of its own).
await together([
  // Jest's own default is a worker fewer than the cores, which on two cores is one.
  { name: 'jest', label: 'Unit tests (jest)', args: [path.join(root, 'node_modules/jest/bin/jest.js'), `--maxWorkers=${parallelism}`], failingTests: JEST_FAILING_TESTS },
  { name: 'rebuild', label: 'Server rendering of a remote edited and rebuilt (node:test)', args: ['--import', 'tsx/esm', ...NODE_TEST, REBUILDS] },
]);
// Side by side: the server tests wait (on restarts, a site starting, a browser) for a third of their time,
// which the API's tests (mostly password hashing) use.
await together([
  {
    name: 'server',
    label: 'Server tests (node:test: serving, releases, canaries, hostile requests, restarts)',
    env: SHARED_CORES,
    args: ['--import', 'tsx/esm', ...NODE_TEST, `--test-concurrency=${parallelism}`, ...LONGEST_FIRST, ...serverTests.filter((file) => ![STRANGERS, REBUILDS, ...LONGEST_FIRST].includes(file))],
  },
  {
    name: 'portal-api',
    label: 'Portal API integration tests (node:test, real HTTP on SQLite)',
    // portal-api's own `test` script, a file per core at once (node:test's default is a core fewer).
    args: ['--import', 'tsx', ...NODE_TEST, `--test-concurrency=${parallelism}`, ...testFiles(path.join(portalApi, 'test'), '.test.ts').filter((file) => !SIGN_IN_BUDGETS.includes(file))],
    cwd: portalApi,
    env: SHARED_CORES,
  },
]);
// Lint and types beside the browser tests at the lowest priority: they take a core only when no test wants
// one, and the browser tests wait on pages and timeouts (measured: the browser tests took 271 s with them
// beside, 276 s without). Run first they held both cores for over a minute; beside the server tests they
// added one (and those keep time to 0.5 s); beside the budgets below, a clean sign-in took 2.6 s, over its 2 s.
const checks = atLowestPriority(['lint', 'typecheck'].map((script) => ({ label: `pnpm ${script}`, command: 'pnpm', args: ['run', '--silent', script] })));
await step('Browser tests (playwright, production builds)', 'pnpm', ['exec', 'playwright', 'test']);
if (!(await checks)) process.exit(1);
// Alone, each: its budget is a visitor's time on this machine while strangers attack, which other tests would share.
await step('A flood of sign-ins locks no visitor out and slows no page (node:test, the portal API)', process.execPath, ['--import', 'tsx', ...NODE_TEST, '--test-concurrency=1', ...SIGN_IN_BUDGETS]);
await step('One stranger cannot hurt other visitors (node:test, nginx and two page servers under attack)', process.execPath, ['--import', 'tsx/esm', ...NODE_TEST, STRANGERS]);
console.log(`\n✔ All tests passed (${Math.round((performance.now() - runStart) / 1000)} s)`);
