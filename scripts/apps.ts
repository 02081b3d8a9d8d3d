// The apps of the workspace and their ports (docs/architecture.md), shared by the
// start, dev and test scripts. Ports can be moved with environment variables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { type Readable } from 'node:stream';

export const root = path.resolve(import.meta.dirname, '..');

const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);

export interface App {
  id: string;
  dir: string;
  pkg: string;
  port: number;
  kind: 'host' | 'remote';
}

/** The host first. */
export const apps: [App, ...App[]] = [
  { id: 'host', dir: 'host', pkg: '@vital/host', port: port('PORT_HOST', 3000), kind: 'host' },
  { id: 'marketing', dir: 'remote-marketing', pkg: '@vital/remote-marketing', port: port('PORT_MARKETING', 3001), kind: 'remote' },
  { id: 'industries', dir: 'remote-industries', pkg: '@vital/remote-industries', port: port('PORT_INDUSTRIES', 3002), kind: 'remote' },
  { id: 'accounts', dir: 'remote-accounts', pkg: '@vital/remote-accounts', port: port('PORT_ACCOUNTS', 3003), kind: 'remote' },
  { id: 'chat', dir: 'remote-chat', pkg: '@vital/remote-chat', port: port('PORT_CHAT', 3004), kind: 'remote' },
];

export const apiPort = port('PORT_API', 3100);

export const remotes = apps.filter((app) => app.kind === 'remote');

interface PortOverrides {
  remotes?: Record<string, string>;
  remoteReleases?: Record<string, string>;
  apiBase?: string;
  portalUrl?: string;
  chatbotUrl?: string;
}

/**
 * Site config values that follow from the ports in use (only what differs from the defaults).
 * `publicPort`: where browsers and page servers reach a remote's files (nginx's port behind nginx).
 */
export function portOverrides(publicPort = (app: App) => app.port): PortOverrides {
  const overrides: PortOverrides = {};
  const defaultPorts: Record<string, number> = { marketing: 3001, industries: 3002, accounts: 3003, chat: 3004 };
  if (remotes.some((app) => publicPort(app) !== defaultPorts[app.id])) {
    const remoteUrl = (app: App, file: string) => [app.id, `http://localhost:${publicPort(app)}/${file}`];
    overrides.remotes = Object.fromEntries(remotes.map((app) => remoteUrl(app, 'mf-manifest.json')));
    overrides.remoteReleases = Object.fromEntries(remotes.map((app) => remoteUrl(app, 'releases/live.json')));
  }
  if (apiPort !== 3100) {
    const api = `http://localhost:${apiPort}`;
    Object.assign(overrides, { apiBase: api, portalUrl: `${api}/portal`, chatbotUrl: `${api}/chat` });
  }
  return overrides;
}

/** Prefixes each line a child writes, so the output of several apps stays readable. */
export function pipeWithPrefix(stream: Readable, prefix: string, target: NodeJS.WritableStream) {
  let buffer = '';
  stream.on('data', (chunk: Buffer | string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => buffer && target.write(`${prefix} ${buffer}\n`));
}

interface SiteOptions {
  /** The host's port; the remotes follow it, the API is at +10 and nginx (with `--nginx`) at +50. */
  base: number;
  /** Where its fresh database and its logs go. */
  workDir: string;
  /** `pnpm start`'s flags, such as `--nginx`. */
  args?: string[];
  /** The environment it starts from (process.env), e.g. with a release store of the caller's. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `pnpm start` (without building) on its own ports for a script or a test, with a fresh
 * database; resolves once the site is up, with everything it printed so far and since.
 */
export async function startSite({ base, workDir, args = [], env = process.env }: SiteOptions) {
  // The site's builds, not releases someone made on this machine, unless the caller names a store.
  const releases = env.VITAL_RELEASES_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vital-releases-'));
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/start.ts', '--no-build', ...args], {
    cwd: root,
    env: {
      ...env,
      ...Object.fromEntries(apps.map((app, index) => [`PORT_${app.id.toUpperCase()}`, String(base + index)])),
      PORT_API: String(base + 10),
      PORT_NGINX: String(base + 50),
      PORTAL_DB: path.join(workDir, 'portal.sqlite'),
      PORTAL_DB_RESET: '1',
      VITAL_LOG_DIR: workDir,
      VITAL_RELEASES_DIR: releases,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 120_000);
    child.stdout.on('data', () => output.includes('The site is running') && (clearTimeout(timer), resolve()));
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`the site exited (${code}):\n${output}`))));
  });
  return {
    child,
    output: () => output,
    /** The process id the supervisor last reported for one of its servers. */
    pidOf: (id: string) => Number([...output.matchAll(new RegExp(`\\[${id}\\] started(?: again)? \\(pid (\\d+)\\)`, 'g'))].at(-1)?.[1]),
    /** Stops the site; resolves once it has exited. */
    stop: (): Promise<void> =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
  };
}
