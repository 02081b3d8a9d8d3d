// `pnpm test`: every test of the workspace — unit (Jest), the production
// builds, server and script tests (node:test), then the browser tests
// (Playwright on Debian's chromium against the production builds). Installs
// chromium first when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { execSync, spawn, spawnSync } from 'node:child_process';
import { pipeWithPrefix, root } from './apps.ts';
import { chromePath, chromiumPackage } from './chromium.ts';
import { parallelism } from './parallelism.ts';

function ensureChromium() {
  if (fs.existsSync(chromePath)) return;
  const isRoot = process.getuid?.() === 0;
  console.log(`Debian's chromium is missing: installing it (apt-get install ${chromiumPackage})…`);
  const sudo = isRoot ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${chromiumPackage}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install chromium. Install the Debian package "${chromiumPackage}" and run again.`);
    process.exit(1);
  }
}

function step(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

interface Job {
  name: string;
  label: string;
  command: string;
  args: string[];
  cwd?: string;
}

/**
 * Runs jobs side by side, each line of their output prefixed with the job's name, and stops once
 * all have ended if any failed.
 */
async function together(jobs: Job[]) {
  for (const job of jobs) console.log(`\n▶ [${job.name}] ${job.label}`);
  const codes = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(job.command, job.args, { cwd: job.cwd ?? root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          pipeWithPrefix(child.stdout, `[${job.name}]`, process.stdout);
          pipeWithPrefix(child.stderr, `[${job.name}]`, process.stderr);
          child.on('exit', (code) => resolve(code));
        }),
    ),
  );
  const failed = jobs.filter((_, index) => codes[index] !== 0);
  if (failed.length) {
    for (const job of failed) console.error(`\n✖ ${job.label} failed`);
    process.exit(1);
  }
}

ensureChromium();
// Jest's own default is a worker fewer than the cores, which on two cores is one.
step('Unit tests (jest)', 'pnpm', ['exec', 'jest', `--maxWorkers=${parallelism}`]);
step('Production builds (what is missing or stale)', process.execPath, ['--import', 'tsx/esm', 'scripts/build-if-stale.ts']);
// Named one by one: given a folder, node --test would also run scripts/test.ts (this file) as a test.
const testFiles = (dir: string, suffix: string) => fs.readdirSync(dir).filter((name) => name.endsWith(suffix)).map((name) => `${dir}/${name}`);
const portalApi = path.join(root, 'portal-api');
// Side by side: the server tests mostly wait (on restarts, on a site starting, on a browser), which
// the API's tests (mostly password hashing) use.
await together([
  {
    name: 'server',
    label: 'Server tests (node:test: serving, rendering, releases, hostile requests, restarts)',
    command: process.execPath,
    // One file at a time: each starts a site of its own, and one of them rebuilds a remote.
    args: ['--import', 'tsx/esm', '--test', '--test-concurrency=1', ...testFiles('server/src', '.test.ts'), ...testFiles('scripts', '.test.ts')],
  },
  {
    name: 'portal-api',
    label: 'Portal API integration tests (node:test, real HTTP on SQLite)',
    command: process.execPath,
    // portal-api's own `test` script, a file per core at once (each file has its own database and
    // server; node:test's default is a core fewer, which on two cores is one).
    args: ['--import', 'tsx', '--test', `--test-concurrency=${parallelism}`, ...testFiles(path.join(portalApi, 'test'), '.test.ts')],
    cwd: portalApi,
  },
]);
step('Browser tests (playwright, production builds)', 'pnpm', ['exec', 'playwright', 'test']);
console.log('\n✔ All tests passed');
