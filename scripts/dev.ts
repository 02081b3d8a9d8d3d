// `pnpm dev [--remotes marketing,chat] [--remote-urls deployed.json]`: the host and the chosen remotes (all by
// default) with webpack-dev-server on their usual ports, plus the portal API. A remote not chosen comes from
// its URL (VITAL_REMOTE_MARKETING=…, or the file's `{ "marketing": "https://…/mf-manifest.json" }`), else
// from its local production build (built when stale).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '../server/src/serve.ts';
import { apiPort, apps, portOverrides, remotes, root, spawnPrefixed } from './apps.ts';
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

const sources = remotes.map((app) => {
  const given = process.env[`VITAL_REMOTE_${app.id.toUpperCase()}`] || fileUrls[app.id];
  const mode: keyof typeof HOWS = chosen.includes(app.id) ? 'dev' : given ? 'url' : 'build';
  return { app, mode, url: mode === 'url' && given ? given : `http://localhost:${app.port}/mf-manifest.json` };
});

const hostConfig = JSON.parse(fs.readFileSync(path.join(root, 'host/public/site.config.json'), 'utf8'));
Object.assign(hostConfig, portOverrides(), { remotes: Object.fromEntries(sources.map(({ app, url }) => [app.id, url])) });
const configFile = path.join(os.tmpdir(), `vital-dev-site-config-${process.pid}.json`);
fs.writeFileSync(configFile, JSON.stringify(hostConfig, null, 2));

await buildIfStale(sources.filter((source) => source.mode === 'build').map((source) => source.app.id));

const [host] = apps;
const children = [spawnPrefixed('host', 'pnpm', ['--filter', host.pkg, 'dev'], { env: { PORT: String(host.port), VITAL_SITE_CONFIG: configFile } })];
for (const { app, mode } of sources) {
  if (mode === 'dev') children.push(spawnPrefixed(app.id, 'pnpm', ['--filter', app.pkg, 'dev'], { env: { PORT: String(app.port) } }));
  if (mode === 'build') await serve({ role: 'remote', root: path.join(root, app.dir, 'dist'), port: app.port });
}
if (fs.existsSync(path.join(root, 'portal-api/package.json'))) {
  children.push(spawnPrefixed('api', 'pnpm', ['--filter', '@vital/portal-api', 'dev'], { env: { PORT: String(apiPort) } }));
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
