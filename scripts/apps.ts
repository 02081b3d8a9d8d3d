// What the scripts share: the apps of the workspace and their ports (the remote contract's table, REMOTES in
// shared/src/contract/remotes.ts; PORT_HOST, PORT_MARKETING, … and PORT_API move them), the pages to visit,
// and a site started for a script or a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { HOST, parseShells, portVariable, REMOTES, type RemoteFacts } from '../shared/src/contract/index.ts';
import { METRICS_PORT_OFFSET } from '../server/src/field/metrics-server.ts';

export const root = path.resolve(import.meta.dirname, '..');

/** Heavy jobs (a production build, a browser test worker) run one per core this process may use. */
export const parallelism = Math.max(1, os.availableParallelism());

const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);

export interface App {
  id: string;
  dir: string;
  pkg: string;
  port: number;
  kind: 'host' | 'remote';
}

const appOf = (facts: RemoteFacts, kind: App['kind']): App => ({ id: facts.id, dir: facts.folder, pkg: facts.package, port: port(portVariable(facts.id), facts.port), kind });

/** The host first, then the remotes in the contract's order. */
export const apps: [App, ...App[]] = [appOf(HOST, 'host'), ...REMOTES.map((facts) => appOf(facts, 'remote'))];

export const apiPort = port('PORT_API', 3100);
/** The release service (scripts/release/service.ts); behind nginx it is public on the port after the API's. */
export const releasesPort = port('PORT_RELEASES', 3200);

export const remotes = apps.filter((app) => app.kind === 'remote');

/**
 * Where page server n (0 first) answers its field reports' /metrics and /health.json (decision 030), on
 * 127.0.0.1 only: the host's port + 90 + n (3090, 3091, …), PORT_METRICS moving the first.
 */
export const metricsPort = (index: number) => port('PORT_METRICS', apps[0].port + METRICS_PORT_OFFSET) + index;

/**
 * The site config values that follow from the ports in use, only where they differ from the defaults
 * (each remote on its contract port, the API on 3100). `publicPort`: where browsers reach a remote's files;
 * `publicApiPort`: where they reach the API.
 */
export function portOverrides(publicPort = (app: App) => app.port, publicApiPort = apiPort) {
  const remoteUrls = (file: string) => Object.fromEntries(remotes.map((app) => [app.id, `http://localhost:${publicPort(app)}/${file}`]));
  const api = `http://localhost:${publicApiPort}`;
  return {
    ...(remotes.some((app, index) => publicPort(app) !== REMOTES[index]?.port) && {
      remotes: remoteUrls('mf-manifest.json'),
      remoteReleases: remoteUrls('releases/live.json'),
    }),
    ...(publicApiPort !== 3100 && { apiBase: api, portalUrl: `${api}/portal`, chatbotUrl: `${api}/chat` }),
  };
}

/** Runs a command from the repository with each line of its output prefixed `[label]`: several stay readable side by side. */
export function spawnPrefixed(label: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(command, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [input, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    readline.createInterface({ input }).on('line', (line) => target.write(`[${label}] ${line}\n`));
  }
  return child;
}

export function printTable(table: string[][]) {
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

/** An address no route has: the site answers it with its 404 page. */
export const NOT_FOUND_PROBE = '/no-such-page';

/** The address a page pattern is visited at: `/blogs/:id` → `/blogs/1`, the portal API's first seeded post. */
export const visitPath = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

/** Every page of the built site (the host's route table, which its build writes to dist/shells.json), in its order. */
export function builtPagePaths(): string[] {
  const file = path.join(root, 'host', 'dist', 'shells.json');
  const shells = parseShells(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  return Object.keys(shells.pages).map(visitPath);
}

/**
 * `pnpm start --no-build` for a script or a test, on its own ports (the host's at `base`, the remotes
 * after it, the API at +10, the release service at +11, nginx at +50: the site, then each remote's files, then the API;
 * the page servers' metrics at +90) with a fresh database and its logs in `workDir`. Resolves
 * once the site is up, with everything it printed so far and since.
 */
export async function startSite({ base, workDir, args = [], env = process.env }: { base: number; workDir: string; args?: string[]; env?: NodeJS.ProcessEnv }) {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/start.ts', '--no-build', ...args], {
    cwd: root,
    env: {
      ...env,
      ...Object.fromEntries(apps.map((app, index) => [portVariable(app.id), String(base + index)])),
      PORT_API: String(base + 10),
      PORT_RELEASES: String(base + 11),
      PORT_NGINX: String(base + 50),
      PORT_METRICS: String(base + METRICS_PORT_OFFSET),
      PORTAL_DB: path.join(workDir, 'portal.sqlite'),
      PORTAL_DB_RESET: '1',
      VITAL_LOG_DIR: workDir,
      // The site's builds, not releases someone made on this machine, unless the caller names a store.
      VITAL_RELEASES_DIR: env.VITAL_RELEASES_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vital-releases-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 120_000);
    child.stdout.on('data', () => output.includes('The site is running') && (clearTimeout(timer), resolve()));
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`the site exited (${code}):\n${output}`))));
  });
  return {
    /** The supervisor's process: stopped (SIGSTOP), it starts no server again. */
    pid: child.pid ?? 0,
    output: () => output,
    /** The process id the supervisor last reported for one of its servers. */
    pidOf: (id: string) => Number([...output.matchAll(new RegExp(`\\[${id}\\] started(?: again)? \\(pid (\\d+)\\)`, 'g'))].at(-1)?.[1]),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
