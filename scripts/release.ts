// `pnpm release <remote>`, `pnpm rollback <remote> [version]`, `pnpm releases <remote>`: a remote published as
// immutable versions, checked against the live host before the site's pointer moves to one (decision 017).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Shells } from '../server/src/compose.ts';
import { type App, apps, printTable, remotes, root } from './apps.ts';
import { build } from './build-if-stale.ts';
import { checkCandidate, type Manifest } from './release/check.ts';
import { previewKey, remoteStore, storeDir, versionOf } from './release/store.ts';

/** How long the site may take to serve a moved pointer (it reads pointers every second). */
const SERVED_DEADLINE_MS = 10_000;

const USAGE = `Usage:
  pnpm release <remote> [--from <build folder>] [--site <url>] [--keep <n>]
  pnpm rollback <remote> [<version>] [--site <url>]
  pnpm releases <remote>
Remotes: ${remotes.map((app) => app.id).join(', ')}. The release store is ${shown(storeDir())} (VITAL_RELEASES_DIR moves it).`;

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    site: { type: 'string', default: `http://localhost:${apps[0].port}` },
    // Versions kept per remote; the live one always stays.
    keep: { type: 'string', default: process.env.VITAL_RELEASES_KEEP ?? '10' },
  },
});
const [command, remoteName, versionArgument] = positionals;

async function release(app: App, siteUrl: string) {
  const keep = Number(flags.keep);
  if (!Number.isInteger(keep) || keep < 1) fail(`--keep takes a whole number of versions (at least 1), not "${flags.keep}".`);
  const store = remoteStore(app.id);
  console.log(`Releasing ${app.id} to ${shown(store.dir)}`);

  // The live host first: a release is checked against it, so there is no point building without it.
  const hostManifest = await fetchJson<Manifest>(`${siteUrl}/mf-manifest.json`);
  if (!hostManifest) fail(`The live site does not answer at ${siteUrl}: start it (pnpm start) or name it with --site.`);
  const shells = await fetchJson<Shells>(`${siteUrl}/shells.json`);
  if (!shells) fail(`The live site at ${siteUrl} does not serve its shells.json.`);
  const key = previewKey();
  if (!key) fail(`The check previews the candidate with the site's preview key: set VITAL_PREVIEW_KEY as the site's page servers have it.`);

  if (!flags.from) {
    console.log(`  … building ${app.pkg}`);
    await build(app).catch(() => fail(`The build of ${app.pkg} failed; nothing was published.`));
  }
  const buildDir = flags.from ? path.resolve(flags.from) : path.join(root, app.dir, 'dist');
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json'))) fail(`${buildDir} is not a remote's build (no mf-manifest.json).`);
  const source = gitSource();
  const version = versionOf(buildDir, source);
  const { record, isNew } = (() => {
    try {
      return store.publish(buildDir, version, source);
    } catch (error) {
      return fail(`Nothing was published: ${(error as Error).message}`);
    }
  })();
  console.log(
    isNew
      ? `  ✓ published ${version} (${kilobytes(record.bytes)}${source.isDirty ? ', from a tree with uncommitted changes' : ''})`
      : `  ✓ ${version} was already published (${record.publishedAt}); nothing is written again`,
  );
  const live = store.pointer()?.version;
  if (version === live) {
    console.log(`  ✓ ${version} is already live`);
    return;
  }

  const failures = await checkCandidate(app, version, store.versionDir(version), { url: siteUrl, hostManifest, shells, previewKey: key });
  store.recordCheck(version, failures);
  if (failures.length) {
    fail(
      `${app.id} ${version} failed its pre-release check; the live site is unchanged (${live ?? 'the build it was started with'}):\n` +
        failures.map((failure) => `  - ${failure}`).join('\n'),
    );
  }
  console.log('  ✓ the check passed');

  await moveAndConfirm(store, app.id, version, siteUrl);
  const pruned = store.prune(keep);
  if (pruned.length) console.log(`  ✓ kept the newest ${keep} versions; deleted ${pruned.join(', ')}`);
}

/** Moves the pointer back: to `requested`, or to the newest version before the live one that passed its check. */
async function rollback(app: App, siteUrl: string, requested: string | undefined) {
  const store = remoteStore(app.id);
  const live = store.pointer()?.version;
  const versions = store.list();
  if (!requested && !live) fail(`No release of ${app.id} is live: there is nothing to roll back.`);
  const liveAt = versions.find((entry) => entry.version === live)?.publishedAt;
  const target = requested
    ? versions.find((entry) => entry.version === requested)
    : versions.find((entry) => entry.check.status === 'passed' && entry.version !== live && (!liveAt || entry.publishedAt < liveAt));
  if (!target && requested) fail(`${app.id} has no version ${requested} (pnpm releases ${app.id} lists them).`);
  if (!target) fail(`${app.id} has no version before ${live} that passed its check.`);
  if (target.check.status !== 'passed') fail(`${app.id} ${requested} did not pass its pre-release check; it cannot go live.`);
  if (target.version === live) {
    console.log(`${app.id} ${target.version} is already live.`);
    return;
  }
  console.log(`Rolling ${app.id} back from ${live ?? 'its build'} to ${target.version} (published ${target.publishedAt})`);
  await moveAndConfirm(store, app.id, target.version, siteUrl);
}

/** Moves the pointer, then waits until the live site serves the version (when it is running). */
async function moveAndConfirm(store: ReturnType<typeof remoteStore>, remote: string, version: string, siteUrl: string) {
  const started = performance.now();
  store.movePointer(version);
  console.log(`  ✓ the pointer names ${version}`);
  while (performance.now() - started < SERVED_DEADLINE_MS) {
    const config = await fetchJson<{ remotes?: Record<string, string> }>(`${siteUrl}/site.config.json`, 1_000);
    if (!config) {
      console.log(`  ! the site at ${siteUrl} does not answer: it serves ${version} once it runs`);
      return;
    }
    if (config.remotes?.[remote]?.includes(`/${version}/`)) {
      console.log(`  ✓ ${siteUrl} serves ${remote} ${version} (${((performance.now() - started) / 1000).toFixed(1)} s after the pointer moved)`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`The pointer names ${version}, but ${siteUrl} still serves another version of ${remote} after ${SERVED_DEADLINE_MS / 1000} s.`);
}

function list(app: App) {
  const store = remoteStore(app.id);
  const live = store.pointer()?.version;
  const versions = store.list();
  if (!versions.length) {
    console.log(`${app.id} has no release in ${shown(store.dir)}: the site serves its build (${app.dir}/dist).`);
    return;
  }
  printTable([
    [' ', 'version', 'published (UTC)', 'commit', 'size', 'check'],
    ...versions.map((entry) => [
      entry.version === live ? '*' : ' ',
      entry.version,
      entry.publishedAt.replace('T', ' ').slice(0, 19),
      entry.commit.slice(0, 10) + (entry.isDirty ? ' (dirty)' : ''),
      kilobytes(entry.bytes),
      entry.check.status + (entry.check.failures.length ? `: ${entry.check.failures[0]}` : ''),
    ]),
  ]);
  console.log(live ? `\n* live (since ${store.pointer()?.movedAt})` : `\nNo version is live: the site serves ${app.dir}/dist.`);
}

function gitSource() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const isDirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return { commit, isDirty };
  } catch {
    console.log('  ! not a git checkout: the version names commit 0000000 and is marked -dirty');
    return { commit: '0000000', isDirty: true };
  }
}

/** The JSON at `url`, or null when it cannot be had in time. */
const fetchJson = <T>(url: string, timeoutMs = 5_000): Promise<T | null> =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);

/** A folder as a person reads it: relative inside the repo, absolute outside. */
function shown(dir: string) {
  const relative = path.relative(root, dir);
  return relative.startsWith('..') ? dir : relative;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const app = remotes.find((candidate) => candidate.id === remoteName);
if (!app) fail(`${remoteName ? `No remote is called "${remoteName}".` : 'Name a remote.'}\n${USAGE}`);
const siteUrl = flags.site.replace(/\/+$/, '');
if (command === 'release') await release(app, siteUrl);
else if (command === 'rollback') await rollback(app, siteUrl, versionArgument);
else if (command === 'releases') list(app);
else fail(USAGE);
