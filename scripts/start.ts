// `pnpm start [--nginx [--page-servers N]] [--no-build]`: the production site from its builds (built when
// stale), each server in its own process under a supervisor that starts one that dies again (decision 013),
// everything logged also to logs/site.log (VITAL_LOG_DIR moves it). A remote with a live release is served
// at that version (decision 017). --nginx runs production's topology: nginx on 8080 (PORT_NGINX) in front
// of the page servers, each remote's files on the ports after it (decision 024). Each page server answers its
// field reports' /metrics and /health.json on 127.0.0.1 at the host's port + 90 + n (PORT_METRICS; decision 030).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPort, type App, apps, metricsPort, portOverrides, releasesPort, remotes, root } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';
import { nginxBinary, pageCacheDir, writeNginxConfig } from './nginx.ts';
import { fieldEndpointsFile } from './release/health.ts';
import { previewKey, releaseTokens, remoteStore, storeDir } from './release/store.ts';
import { createSupervisor, waitForAnswer } from '../server/src/supervisor.ts';

const { values: flags } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, nginx: { type: 'boolean', default: false }, 'page-servers': { type: 'string', default: '2' } },
});
if (flags.nginx && !nginxBinary) {
  console.error('pnpm start --nginx needs nginx: install it (sudo apt-get install nginx), or run pnpm start without it.');
  process.exit(1);
}
if (!flags['no-build']) await buildIfStale();

const host = apps[0];
const nginxPort = Number(process.env.PORT_NGINX ?? 8080);
const publicPort = (app: App) => (flags.nginx ? nginxPort + remotes.indexOf(app) + 1 : app.port);
// Behind nginx, browsers reach the API on the port after the remotes' (8085), with each client's share.
const publicApiPort = flags.nginx ? nginxPort + remotes.length + 1 : apiPort;
// And the release service on the port after the API's (8086).
const publicReleasesPort = flags.nginx ? nginxPort + remotes.length + 2 : releasesPort;
const siteOrigin = `http://localhost:${flags.nginx ? nginxPort : host.port}`;
const pageServerCount = flags.nginx ? Math.max(1, Number(flags['page-servers']) || 2) : 1;
// The first page server on the host's port, the others beside it (below the test ports' API at +10).
const pageServerPorts = Array.from({ length: pageServerCount }, (_, index) => (index === 0 ? host.port : host.port + 4 + index));
const pageServerId = (index: number) => (index === 0 ? host.id : `${host.id}-${index + 1}`);
// Each page server's field reports, on an internal port of its own (decision 030): read by Prometheus, the
// release service and `pnpm releases`.
const fieldEndpoints = pageServerPorts.map((_, index) => `http://127.0.0.1:${metricsPort(index)}`);
const overrides = { ...portOverrides(publicPort, publicApiPort), ...JSON.parse(process.env.VITAL_SITE_CONFIG_OVERRIDES || '{}') };
const logDir = process.env.VITAL_LOG_DIR ?? path.join(root, 'logs');
// The servers name themselves to the API with one key, new each start: their calls for visitors'
// pages count against no visitor's limits.
const serverKey = process.env.VITAL_SERVER_KEY || randomBytes(24).toString('base64url');
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  VITAL_RELEASES_DIR: storeDir(),
  VITAL_SERVER_KEY: serverKey,
  PORTAL_SERVER_KEY: serverKey,
  // The release check's previews (decision 026): signed with the key kept beside the store.
  VITAL_PREVIEW_KEY: previewKey({ isMadeWhenMissing: true }) ?? '',
  // The API answers the site's origin (its CORS and the portal's links back), names its media by its
  // public address, and takes the visitor from nginx's X-Forwarded-For.
  ...(flags.nginx && { SITE_URL: siteOrigin, PUBLIC_URL: `http://localhost:${publicApiPort}`, PORTAL_TRUST_PROXY: '127.0.0.1,::1' }),
};

const supervisor = createSupervisor({ logFile: path.join(logDir, 'site.log') });
const hasApi = fs.existsSync(path.join(root, 'portal-api', 'package.json'));
if (hasApi) {
  const { PORTAL_DB_RESET, ...keepDatabase } = serverEnv;
  supervisor.add('api', {
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(root, 'portal-api'),
    // Tests start from a fresh database; a restart keeps it.
    env: (starts) => ({ ...(starts === 0 && PORTAL_DB_RESET ? serverEnv : keepDatabase), PORT: String(apiPort), PORT_HOST: String(host.port) }),
  });
  await waitForAnswer(`http://127.0.0.1:${apiPort}/health`);
}

const servedConfig: { apiBase: string; demoMode?: boolean; demoAccounts: Array<{ email: string }> } = JSON.parse(
  fs.readFileSync(path.join(root, 'host', 'dist', 'site.config.json'), 'utf8'),
);
const addServer = (id: string, app: App, port: number, args: string[] = []) =>
  supervisor.add(id, {
    command: process.execPath,
    args: [path.join(root, 'server', 'bin', 'vital-serve.mjs'), '--role', app.kind, '--app', app.id, '--port', String(port), ...args],
    cwd: path.join(root, app.dir),
    env: () => ({
      ...serverEnv,
      VITAL_SITE_CONFIG_OVERRIDES: Object.keys(overrides).length ? JSON.stringify(overrides) : '',
      // A remote renders its pages with the API's answers (decision 020), and lets only the site's pages read its manifest.
      ...(app.kind === 'remote' && {
        // Pages rendered with the API's answers name the API as the browser does (their media, their
        // data's address); behind nginx its calls go straight to the API: the server is the site's own, not a visitor.
        VITAL_API_BASE: overrides.apiBase ?? servedConfig.apiBase,
        ...(flags.nginx && { VITAL_API_SERVER: `http://localhost:${apiPort}` }),
        VITAL_SITE_ORIGINS: [siteOrigin, siteOrigin.replace('localhost', '127.0.0.1')].join(','),
      }),
    }),
  });
// The remotes first: the host's first answer composes its home page, which would keep the
// loading state for a second if a remote were not yet answering.
for (const app of remotes) addServer(app.id, app, app.port);
await Promise.all(remotes.map((app) => waitForAnswer(`http://127.0.0.1:${app.port}/`)));
pageServerPorts.forEach((port, index) => addServer(pageServerId(index), host, port, ['--metrics-port', String(metricsPort(index))]));
fs.mkdirSync(logDir, { recursive: true });
fs.writeFileSync(fieldEndpointsFile(logDir), `${fieldEndpoints.join('\n')}\n`);
await Promise.all(pageServerPorts.map((port) => waitForAnswer(`http://127.0.0.1:${port}/`)));
if (flags.nginx) {
  const dir = path.join(logDir, 'nginx');
  // PORT_NGINX_TLS: HTTPS too, with a certificate made for localhost (what the nginx test checks HSTS on).
  const tlsPort = process.env.PORT_NGINX_TLS ? Number(process.env.PORT_NGINX_TLS) : undefined;
  const nginx = writeNginxConfig({
    dir,
    siteOrigin,
    sitePort: nginxPort,
    pageServerPorts,
    remotePort: publicPort,
    releasesDir: storeDir(),
    api: { port: publicApiPort, serverPort: apiPort },
    release: { port: publicReleasesPort, serverPort: releasesPort },
    tlsPort,
  });
  supervisor.add('nginx', { ...nginx, cwd: root, env: () => process.env });
  await waitForAnswer(`http://127.0.0.1:${nginxPort}/robots.txt`);
}

// Teams release through it (decision 027); the check runs on the site as visitors reach it.
supervisor.add('releases', {
  command: process.execPath,
  args: ['--import', 'tsx/esm', path.join(root, 'scripts', 'release', 'service-cli.ts')],
  cwd: root,
  env: () => ({
    ...serverEnv,
    VITAL_SITE_URL: siteOrigin,
    VITAL_PAGE_SERVERS: pageServerPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    VITAL_FIELD_ENDPOINTS: fieldEndpoints.join(','),
    VITAL_RELEASE_TOKENS: releaseTokens(remotes.map((app) => app.id)),
    ...(flags.nginx && { VITAL_PAGE_CACHE_DIR: pageCacheDir(path.join(logDir, 'nginx')) }),
  }),
});
await waitForAnswer(`http://127.0.0.1:${releasesPort}/health`);

const say = (name: string, text: string) => console.log(`${name.padEnd(10)} ${text}`);
for (const app of remotes) {
  const release = remoteStore(app.id).pointer()?.version;
  const where = flags.nginx ? `http://localhost:${publicPort(app)} (nginx; fragments from its server on ${app.port})` : `http://localhost:${app.port}`;
  // A live release wins over a fresh build of the remote: say so, or a rebuild seems to do nothing.
  say(app.id, `${where}${release ? `  (release ${release}: pnpm releases ${app.id})` : ''}`);
}
pageServerPorts.forEach((port, index) =>
  say(pageServerId(index), `http://localhost:${port}${flags.nginx ? ' (page server)' : ''}; its field reports: ${fieldEndpoints[index]}/metrics and /health.json`),
);
say('releases', `http://localhost:${publicReleasesPort}${flags.nginx ? ` (nginx; the release service itself on ${releasesPort})` : ''}: each remote's token in ${path.join(storeDir(), '.release-tokens')}`);
if (hasApi) say('portal-api', `http://localhost:${publicApiPort}${flags.nginx ? ` (nginx; the API itself on ${apiPort})` : ''}`);
if (flags.nginx) say('nginx', `http://localhost:${nginxPort}: files from the builds and releases, pages from ${pageServerCount} page server(s)`);
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
