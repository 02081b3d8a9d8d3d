// `pnpm dev`: the host and the remotes with webpack-dev-server (live reload) on their usual
// ports, plus the portal API.
//
//   pnpm dev                                          everything local, in dev mode
//   pnpm dev --remotes marketing,chat                 only these remotes in dev mode; the others are
//                                                     served from their local production builds (built if stale)
//   pnpm dev --remotes chat --remote-urls deployed.json
//                                                     the others come from the URLs in the file:
//                                                     { "marketing": "https://…/mf-manifest.json", … }
//   VITAL_REMOTE_MARKETING=https://…/mf-manifest.json pnpm dev --remotes chat
//                                                     the same, one remote at a time
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { serve } from '../server/src/serve.ts';
import { apiPort, apps, pipeWithPrefix, portOverrides, remotes, root } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';

const { values } = parseArgs({ options: { remotes: { type: 'string' }, 'remote-urls': { type: 'string' } } });

const remoteIds = remotes.map((app) => app.id);
const chosen = values.remotes ? values.remotes.split(',').map((id) => id.trim()).filter(Boolean) : remoteIds;
const unknown = chosen.filter((id) => !remoteIds.includes(id));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Choose from: ${remoteIds.join(', ')}.`);
  process.exit(1);
}
const urlsFile = values['remote-urls'];
const fileUrls: Record<string, string | undefined> = urlsFile ? JSON.parse(fs.readFileSync(urlsFile, 'utf8')) : {};

const HOWS = { dev: 'dev server (live reload)', build: 'local production build', url: 'remote URL' };

/** Where each remote comes from in this session. */
const sources = remotes.map((app) => {
  const given = process.env[`VITAL_REMOTE_${app.id.toUpperCase()}`] || fileUrls[app.id];
  const mode: keyof typeof HOWS = chosen.includes(app.id) ? 'dev' : given ? 'url' : 'build';
  return { app, mode, url: mode === 'url' && given ? given : `http://localhost:${app.port}/mf-manifest.json` };
});

const hostConfig = JSON.parse(fs.readFileSync(path.join(root, 'host/public/site.config.json'), 'utf8'));
Object.assign(hostConfig, portOverrides(), { remotes: Object.fromEntries(sources.map(({ app, url }) => [app.id, url])) });
const configFile = path.join(os.tmpdir(), `vital-dev-site-config-${process.pid}.json`);
fs.writeFileSync(configFile, JSON.stringify(hostConfig, null, 2));

const prebuilt = sources.filter((s) => s.mode === 'build').map((s) => s.app.id);
if (prebuilt.length) await buildIfStale({ only: prebuilt });

const children: ChildProcess[] = [];
function run(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeWithPrefix(child.stdout, `[${label}]`, process.stdout);
  pipeWithPrefix(child.stderr, `[${label}]`, process.stderr);
  children.push(child);
}

const [host] = apps;
run('host', ['--filter', host.pkg, 'dev'], { PORT: String(host.port), VITAL_SITE_CONFIG: configFile });
for (const { app, mode } of sources) {
  if (mode === 'dev') run(app.id, ['--filter', app.pkg, 'dev'], { PORT: String(app.port) });
  if (mode === 'build') await serve({ role: 'remote', root: path.join(root, app.dir, 'dist'), port: app.port });
}
if (fs.existsSync(path.join(root, 'portal-api/package.json'))) {
  run('api', ['--filter', '@vital/portal-api', 'dev'], { PORT: String(apiPort) });
}

console.log('\nRemotes in this session:');
for (const { app, mode, url } of sources) console.log(`  ${app.id.padEnd(10)} ${HOWS[mode].padEnd(26)} ${url}`);
console.log(`\nThe site is starting on http://localhost:${host.port} (Ctrl+C stops it).\n`);

const shutdown = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  fs.rmSync(configFile, { force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
