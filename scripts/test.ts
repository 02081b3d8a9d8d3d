// `pnpm test`: every test and check of the workspace: unit (Jest), the production builds, server and script
// tests (node:test), the browser tests (Playwright on Debian's chromium, installed first when missing), lint
// and types (beside those, at the lowest priority), then the budgets that need the machine to themselves.
import fs from 'node:fs';
import path from 'node:path';
import { execSync, spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { parallelism, root, spawnPrefixed } from './apps.ts';
import { chromePath, chromiumPackage } from './chromium.ts';

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

/** Seconds since `start` and since this run began: where a run's time went, from its log alone. */
const runStart = performance.now();
const took = (start: number) => `${Math.round((performance.now() - start) / 1000)} s, ${Math.round((performance.now() - runStart) / 1000)} s into the run`;

function step(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (${took(start)})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${took(start)})`);
}

// node:test's spec reporter ends its output with the failing tests and their errors: the part of a long
// log that CI keeps (its tail), where TAP would have printed them in the middle.
const NODE_TEST = ['--test', '--test-reporter=spec'];
const FAILING_TESTS = '✖ failing tests:';

/** Runs node with each job's arguments side by side; once all have ended, stops if any failed. */
async function together(jobs: Array<{ name: string; label: string; args: string[]; cwd?: string; env?: NodeJS.ProcessEnv }>) {
  for (const job of jobs) console.log(`\n▶ [${job.name}] ${job.label}`);
  // Each job's list of failing tests (the end of the spec reporter's output), printed again once all have
  // ended: a job that failed early would otherwise have its list in the middle of the log.
  const failures = jobs.map(() => [] as string[]);
  const start = performance.now();
  const codes = await Promise.all(
    jobs.map(
      (job, index) =>
        new Promise((resolve) => {
          const child = spawnPrefixed(job.name, process.execPath, job.args, { cwd: job.cwd, env: job.env });
          const lines = failures[index] as string[];
          readline.createInterface({ input: child.stdout }).on('line', (line) => {
            if (lines.length || line.startsWith(FAILING_TESTS)) lines.push(line);
          });
          child.on('exit', (code) => {
            console.log(`${code === 0 ? '✔' : '✖'} [${job.name}] ${job.label} (${took(start)})`);
            resolve(code);
          });
        }),
    ),
  );
  const failed = jobs.flatMap((job, index) => (codes[index] === 0 ? [] : [{ job, lines: failures[index] as string[] }]));
  if (failed.length) {
    for (const { job, lines } of failed) console.error(`\n✖ ${job.label} failed\n${lines.map((line) => `[${job.name}] ${line}`).join('\n')}`);
    process.exit(1);
  }
}

/**
 * `pnpm lint` and `pnpm typecheck` at the lowest CPU priority (nice 19), side by side with the server and
 * browser tests: they take only the time those leave idle (a third of the browser tests', waiting on pages
 * and timeouts), where run first they held both cores for over a minute. Nothing in them keeps time.
 * Resolves once both have ended, having printed each one's output whole; stops the run if either failed.
 */
async function checkAtLowestPriority() {
  const start = performance.now();
  const results = await Promise.all(
    ['lint', 'typecheck'].map(
      (script) =>
        new Promise<{ script: string; code: number | null; output: string }>((resolve) => {
          // A group of its own, ended with the run if a step fails first.
          const child = spawn('nice', ['-n', '19', 'pnpm', 'run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
          const endGroup = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
          process.once('exit', endGroup);
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            process.off('exit', endGroup);
            resolve({ script, code, output });
          });
        }),
    ),
  );
  for (const { script, code, output } of results) {
    console.log(`\n${code === 0 ? '✔' : '✖'} pnpm ${script}, at the lowest priority beside the tests (${took(start)})${output.trim() ? `\n${output.trimEnd()}` : ''}`);
  }
  if (results.some(({ code }) => code !== 0)) process.exit(1);
}

ensureChromium();
// Jest's own default is a worker fewer than the cores, which on two cores is one.
step('Unit tests (jest)', 'pnpm', ['exec', 'jest', `--maxWorkers=${parallelism}`]);
step('Production builds (what is missing or stale)', process.execPath, ['--import', 'tsx/esm', 'scripts/build-if-stale.ts']);
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
step('Server rendering of a remote edited and rebuilt (node:test)', process.execPath, ['--import', 'tsx/esm', ...NODE_TEST, REBUILDS]);
// Once no test edits the sources (REBUILDS): lint and types, which no clock can fail.
const checks = checkAtLowestPriority();
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
step('Browser tests (playwright, production builds)', 'pnpm', ['exec', 'playwright', 'test']);
await checks;
// Alone, each: its budget is a visitor's time on this machine while strangers attack, which other tests would share.
step('A flood of sign-ins locks no visitor out and slows no page (node:test, the portal API)', process.execPath, ['--import', 'tsx', ...NODE_TEST, '--test-concurrency=1', ...SIGN_IN_BUDGETS]);
step('One stranger cannot hurt other visitors (node:test, nginx and two page servers under attack)', process.execPath, ['--import', 'tsx/esm', ...NODE_TEST, STRANGERS]);
console.log(`\n✔ All tests passed (${Math.round((performance.now() - runStart) / 1000)} s)`);
