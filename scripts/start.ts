// `pnpm start`: builds what is missing or stale, then serves the production
// site (host on 3000, remotes on 3001–3004, portal API on 3100) until stopped.
// Each server runs in its own process under a supervisor that starts it again
// if it dies; the others never stop. Everything they log is also kept in
// logs/site.log (VITAL_LOG_DIR moves it).
//
// Each remote also serves its versions published by `pnpm release` (releases/, or
// VITAL_RELEASES_DIR): a remote with a live release is served at that version, the
// others from their build (docs/decisions/017-releases.md).
//
// `pnpm start --nginx [--page-servers 2]`: production's topology on this machine
// (docs/production-hosting.md): nginx on 8080 (PORT_NGINX) serves the builds and releases
// itself and passes pages to that many page servers, and each remote's fragments to its
// server, through deploy/nginx's configuration; each remote's files are on the next ports.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPort, type App, apps, portOverrides, remotes, root } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';
import { nginxBinary, writeNginxConfig } from './nginx.ts';
import { remoteStore } from './release/store.ts';
import { createSupervisor, waitForAnswer } from '../server/src/supervisor.ts';

const { values: flags } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, nginx: { type: 'boolean', default: false }, 'page-servers': { type: 'string', default: '2' } },
});
if (flags.nginx && !nginxBinary) {
  console.error('pnpm start --nginx needs nginx: install it (sudo apt-get install nginx), or run pnpm start without it.');
  process.exit(1);
}
const pageServerCount = flags.nginx ? Math.max(1, Number(flags['page-servers']) || 2) : 1;

if (!flags['no-build']) await buildIfStale();

const host = apps[0];
const nginxPort = Number(process.env.PORT_NGINX ?? 8080);
/** Behind nginx a remote's files are on nginx's port for it; alone, on its server's. */
const publicPort = (app: App) => (flags.nginx ? nginxPort + remotes.indexOf(app) + 1 : app.port);
const siteOrigin = `http://localhost:${flags.nginx ? nginxPort : host.port}`;
// The first page server on the host's port, the others beside it (below the test ports' API at +10).
const pageServerPorts = Array.from({ length: pageServerCount }, (_, index) => (index === 0 ? host.port : host.port + 4 + index));
const extraOverrides = process.env.VITAL_SITE_CONFIG_OVERRIDES ? JSON.parse(process.env.VITAL_SITE_CONFIG_OVERRIDES) : {};
const overrides = { ...portOverrides(publicPort), ...extraOverrides };
// Production unless the caller says otherwise.
// The servers name themselves to the API with one key (a new one each start): their calls for
// visitors' pages are not counted against any visitor's limits.
const serverKey = process.env.VITAL_SERVER_KEY || randomBytes(24).toString('base64url');
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  VITAL_RELEASES_DIR: process.env.VITAL_RELEASES_DIR || path.join(root, 'releases'),
  VITAL_SERVER_KEY: serverKey,
  PORTAL_SERVER_KEY: serverKey,
  // The API answers the site's origin (its CORS and the portal's links back).
  ...(flags.nginx && { SITE_URL: siteOrigin }),
};
const hasApi = fs.existsSync(path.join(root, 'portal-api', 'package.json'));

const supervisor = createSupervisor({ logFile: path.join(process.env.VITAL_LOG_DIR ?? path.join(root, 'logs'), 'site.log') });

if (hasApi) {
  const { PORTAL_DB_RESET, ...keepDatabase } = serverEnv;
  supervisor.add('api', {
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(root, 'portal-api'),
    // Tests start from a fresh database; a restart keeps it.
    env: (starts) => ({
      ...(starts === 0 && PORTAL_DB_RESET ? serverEnv : keepDatabase),
      PORT: String(apiPort),
      PORT_HOST: String(host.port),
    }),
  });
  await waitForAnswer(`http://127.0.0.1:${apiPort}/health`);
}

const servedConfig: { apiBase: string; demoMode?: boolean; demoAccounts: Array<{ email: string }> } = JSON.parse(fs.readFileSync(path.join(root, 'host', 'dist', 'site.config.json'), 'utf8'));
// The API the pages are served with: each remote renders its pages with its answers (decision 020).
const apiBase = overrides.apiBase ?? servedConfig.apiBase;
/** Starts one app's server on a port, under the supervisor as `id`. */
const addServer = (id: string, app: App, port: number) =>
  supervisor.add(id, {
    command: process.execPath,
    args: [path.join(root, 'server', 'bin', 'vital-serve.mjs'), '--role', app.kind, '--app', app.id, '--port', String(port)],
    cwd: path.join(root, app.dir),
    env: () => ({
      ...serverEnv,
      VITAL_SITE_CONFIG_OVERRIDES: Object.keys(overrides).length ? JSON.stringify(overrides) : '',
      // A remote lets only the site's pages read its manifest.
      ...(app.kind === 'remote' && { VITAL_API_BASE: apiBase, VITAL_SITE_ORIGINS: [siteOrigin, siteOrigin.replace('localhost', '127.0.0.1')].join(',') }),
    }),
  });
const pageServerId = (index: number) => (index === 0 ? host.id : `${host.id}-${index + 1}`);
// The remotes first: the host's first answer composes its home page, which would keep the
// loading state for a second if a remote were not yet answering.
for (const app of remotes) addServer(app.id, app, app.port);
await Promise.all(remotes.map((app) => waitForAnswer(`http://127.0.0.1:${app.port}/`)));
pageServerPorts.forEach((port, index) => addServer(pageServerId(index), host, port));
await Promise.all(pageServerPorts.map((port) => waitForAnswer(`http://127.0.0.1:${port}/`)));
if (flags.nginx) {
  const logDir = process.env.VITAL_LOG_DIR ?? path.join(root, 'logs');
  const nginx = writeNginxConfig({
    dir: path.join(logDir, 'nginx'),
    siteOrigin,
    sitePort: nginxPort,
    hostRoot: path.join(root, host.dir, 'dist'),
    pageServerPorts,
    remotes: remotes.map((app) => ({
      id: app.id,
      port: publicPort(app),
      root: path.join(root, app.dir, 'dist'),
      releases: path.join(serverEnv.VITAL_RELEASES_DIR as string, app.id),
      serverPorts: [app.port],
    })),
  });
  supervisor.add('nginx', { ...nginx, cwd: root, env: () => process.env });
  await waitForAnswer(`http://127.0.0.1:${nginxPort}/robots.txt`);
}

for (const app of remotes) {
  const release = remoteStore(app.id, serverEnv.VITAL_RELEASES_DIR).pointer()?.version;
  // A live release wins over a fresh build of the remote: say so, or a rebuild seems to do nothing.
  const where = flags.nginx ? `http://localhost:${publicPort(app)} (nginx; fragments from its server on ${app.port})` : `http://localhost:${app.port}`;
  console.log(`${app.id.padEnd(10)} ${where}${release ? `  (release ${release}: pnpm releases ${app.id})` : ''}`);
}
pageServerPorts.forEach((port, index) => console.log(`${pageServerId(index).padEnd(10)} http://localhost:${port}${flags.nginx ? ' (page server)' : ''}`));
if (hasApi) console.log(`${'portal-api'.padEnd(10)} http://localhost:${apiPort}`);
if (flags.nginx) console.log(`${'nginx'.padEnd(10)} http://localhost:${nginxPort}: files from the builds and releases, pages from ${pageServerCount} page server(s)`);
if (servedConfig.demoMode) {
  console.log(
    `\nDemo sign-in is on (demoMode in host/public/site.config.json): ${servedConfig.demoAccounts.map((account) => account.email).join(' or ')}, ` +
      'password VitalDemo#2026. A production config turns it off: host/site.config.production.json.',
  );
}
console.log(`\nThe site is running on ${siteOrigin} (Ctrl+C stops it).`);

let isStopping = false;
const shutdown = async () => {
  if (isStopping) return;
  isStopping = true;
  await supervisor.stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
