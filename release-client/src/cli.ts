#!/usr/bin/env node
// vital-release: a remote's release from the team's own folder or CI (docs/remote-teams.md).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { describeCanary, list, publish, ReleaseError, rollback, type Service } from './client.ts';

const USAGE = `Usage:
  vital-release publish <build folder> [--commit <sha>] [--canary <percent>]
  vital-release rollback [<version> | build]
  vital-release list
Each takes --remote <name>, --url <release service> and --token <token>, or
VITAL_RELEASE_REMOTE, VITAL_RELEASE_URL and VITAL_RELEASE_TOKEN.`;

/** The team's commit: named, or the CI's, or the folder's git checkout (with -dirty for uncommitted changes). */
function sourceOf(named: string | undefined) {
  const fromCi = named ?? process.env.GITHUB_SHA ?? process.env.CI_COMMIT_SHA;
  if (fromCi) return { commit: fromCi };
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { commit: git('rev-parse', 'HEAD'), isDirty: git('status', '--porcelain') !== '' };
  } catch {
    return {};
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      remote: { type: 'string', default: process.env.VITAL_RELEASE_REMOTE },
      url: { type: 'string', default: process.env.VITAL_RELEASE_URL },
      token: { type: 'string', default: process.env.VITAL_RELEASE_TOKEN },
      commit: { type: 'string' },
      canary: { type: 'string' },
    },
  });
  const [command, argument] = positionals;
  if (!values.remote || !values.url || !values.token) throw new ReleaseError(`name the remote, the release service and the token.\n${USAGE}`);
  const service: Service = { remote: values.remote, url: values.url, token: values.token };
  const say = (text: string) => console.log(`  … ${text}`);
  if (command === 'publish' && argument) {
    const canary = values.canary === undefined ? {} : { canary: Number(values.canary) };
    const { done } = await publish(service, argument, { ...sourceOf(values.commit), ...canary }, say);
    console.log(`✓ ${done}`);
  } else if (command === 'rollback') {
    const { done } = await rollback(service, argument === 'build' ? null : argument, say);
    console.log(`✓ ${done}`);
  } else if (command === 'list') {
    const releases = await list(service);
    for (const entry of releases.versions) {
      const mark = entry.version === releases.live ? '*' : ' ';
      const failure = entry.check.failures[0] ? `: ${entry.check.failures[0]}` : '';
      console.log(`${mark} ${entry.version}  ${entry.publishedAt.slice(0, 19).replace('T', ' ')}  ${entry.check.status}${failure}`);
    }
    console.log(releases.live ? `\n* live` : `\nNo version is live: the site serves the build it was deployed with.`);
    for (const line of describeCanary(releases)) console.log(line);
  } else {
    throw new ReleaseError(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  for (const failure of error instanceof ReleaseError ? error.failures : []) console.error(`  - ${failure}`);
  process.exit(1);
});
