// `pnpm release <remote>`, `pnpm rollback <remote> [version | build]`, `pnpm releases <remote>`: a remote of this
// repository released the way any team releases one (decisions 017 and 027): built here, then sent with the
// release client to the site's release service, which checks it against the live host and moves the pointer.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCanary, list, publish, ReleaseError, rollback, type Service } from '../release-client/src/client.ts';
import { type App, printTable, releasesPort, remotes, root } from './apps.ts';
import { build } from './build-if-stale.ts';
import { printFieldHealth } from './release/health.ts';
import { releaseToken } from './release/store.ts';

const USAGE = `Usage:
  pnpm release <remote> [--from <build folder>] [--canary <percent>] [--to <release service>]
  pnpm rollback <remote> [<version> | build] [--to <release service>]
  pnpm releases <remote> [--to <release service>]
Remotes: ${remotes.map((app) => app.id).join(', ')}. The release service is the one pnpm start runs
(http://localhost:${releasesPort}); the token is the one pnpm start keeps for the remote, or VITAL_RELEASE_TOKEN.`;

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    canary: { type: 'string' },
    to: { type: 'string', default: `http://localhost:${releasesPort}` },
  },
});
const [command, remoteName, versionArgument] = positionals;

/** This repository's commit, marked dirty when its tree has uncommitted changes. */
function gitSource() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const isDirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return { commit, isDirty };
  } catch {
    console.log('  ! not a git checkout: the version names commit 0000000');
    return {};
  }
}

const say = (text: string) => console.log(`  … ${text}`);

async function release(app: App, service: Service) {
  console.log(`Releasing ${app.id} through ${service.url}`);
  if (!flags.from) {
    say(`building ${app.pkg}`);
    await build(app).catch(() => fail(`The build of ${app.pkg} failed; nothing was published.`));
  }
  const canary = flags.canary === undefined ? {} : { canary: Number(flags.canary) };
  const { done } = await publish(service, flags.from ? path.resolve(flags.from) : path.join(root, app.dir, 'dist'), { ...gitSource(), ...canary }, say);
  console.log(`  ✓ ${done}`);
}

async function showReleases(service: Service) {
  const releases = await list(service);
  const { live, versions, history, rollbackTarget } = releases;
  if (!versions.length) {
    console.log(`${service.remote} has no release: the site serves the build it was deployed with.`);
    return;
  }
  printTable([
    [' ', 'version', 'published (UTC)', 'commit', 'size', 'check'],
    ...versions.map((entry) => [
      entry.version === live ? '*' : ' ',
      entry.version,
      entry.publishedAt.replace('T', ' ').slice(0, 19),
      entry.commit.slice(0, 10) + (entry.isDirty ? ' (dirty)' : ''),
      `${(entry.bytes / 1024).toFixed(1)} KB`,
      entry.check.status + (entry.check.failures.length ? `: ${entry.check.failures[0]}` : ''),
    ]),
  ]);
  const since = history.at(-1)?.movedAt;
  console.log(live ? `\n* live (since ${since})` : '\nNo version is live: the site serves the build it was deployed with.');
  if (rollbackTarget !== undefined) console.log(`pnpm rollback ${service.remote} returns to ${rollbackTarget ?? 'the build the site was deployed with'}.`);
  const canary = describeCanary(releases);
  if (canary.length) console.log(`\n${canary.join('\n')}`);
}

const app = remotes.find((candidate) => candidate.id === remoteName);
if (!app) fail(`${remoteName ? `No remote is called "${remoteName}".` : 'Name a remote.'}\n${USAGE}`);
const token = process.env.VITAL_RELEASE_TOKEN ?? releaseToken(app.id);
if (!token) fail(`No token for ${app.id}: pnpm start makes one (in the release store's .release-tokens), or set VITAL_RELEASE_TOKEN.`);
const service: Service = { url: flags.to.replace(/\/+$/, ''), token, remote: app.id };
try {
  if (command === 'release') await release(app, service);
  else if (command === 'rollback') {
    const { done } = await rollback(service, versionArgument === 'build' ? null : versionArgument, say);
    console.log(`  ✓ ${done}`);
  } else if (command === 'releases') {
    await showReleases(service);
    // What visitors' pages reported of each version (decision 030).
    await printFieldHealth(app.id);
  } else fail(USAGE);
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  fail([error.message, ...error.failures.map((failure) => `  - ${failure}`)].join('\n'));
}
