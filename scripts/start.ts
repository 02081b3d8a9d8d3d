// `pnpm start`: builds what is missing or stale, then serves the production
// site (host on 3000, remotes on 3001–3004, portal API on 3100) until stopped.
// Each server runs in its own process under a supervisor that starts it again
// if it dies; the others never stop. Everything they log is also kept in
// logs/site.log (VITAL_LOG_DIR moves it).
//
// Each remote also serves its versions published by `pnpm release` (releases/, or
// VITAL_RELEASES_DIR): a remote with a live release is served at that version, the
// others from their build (docs/decisions/017-releases.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPort, apps, portOverrides, root } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';
import { remoteStore } from './release/store.ts';
import { createSupervisor, waitForAnswer } from '../server/src/supervisor.ts';

const { values: flags } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

if (!flags['no-build']) await buildIfStale();

const extraOverrides = process.env.VITAL_SITE_CONFIG_OVERRIDES ? JSON.parse(process.env.VITAL_SITE_CONFIG_OVERRIDES) : {};
const overrides = { ...portOverrides(), ...extraOverrides };
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
      PORT_HOST: String(apps[0].port),
    }),
  });
  await waitForAnswer(`http://127.0.0.1:${apiPort}/health`);
}

const servedConfig: { apiBase: string; demoMode?: boolean; demoAccounts: Array<{ email: string }> } = JSON.parse(fs.readFileSync(path.join(root, 'host', 'dist', 'site.config.json'), 'utf8'));
// The API the pages are served with: each remote renders its pages with its answers (decision 020).
const apiBase = overrides.apiBase ?? servedConfig.apiBase;
for (const app of apps) {
  supervisor.add(app.id, {
    command: process.execPath,
    args: [path.join(root, 'server', 'bin', 'vital-serve.mjs'), '--role', app.kind, '--app', app.id, '--port', String(app.port)],
    cwd: path.join(root, app.dir),
    env: () => ({
      ...serverEnv,
      VITAL_SITE_CONFIG_OVERRIDES: Object.keys(overrides).length ? JSON.stringify(overrides) : '',
      // A remote lets only the site's pages read its manifest.
      ...(app.kind === 'remote' && { VITAL_API_BASE: apiBase, VITAL_SITE_ORIGINS: [`http://localhost:${apps[0].port}`, `http://127.0.0.1:${apps[0].port}`].join(',') }),
    }),
  });
}
// The remotes first: the host's first answer composes its home page, which would keep the
// loading state for a second if a remote were not yet answering.
await Promise.all(apps.filter((app) => app.kind === 'remote').map((app) => waitForAnswer(`http://127.0.0.1:${app.port}/`)));
await waitForAnswer(`http://127.0.0.1:${apps[0].port}/`);

for (const app of apps) {
  const release = app.kind === 'remote' ? remoteStore(app.id, serverEnv.VITAL_RELEASES_DIR).pointer()?.version : undefined;
  // A live release wins over a fresh build of the remote: say so, or a rebuild seems to do nothing.
  console.log(`${app.id.padEnd(10)} http://localhost:${app.port}${release ? `  (release ${release}: pnpm releases ${app.id})` : ''}`);
}
if (hasApi) console.log(`${'portal-api'.padEnd(10)} http://localhost:${apiPort}`);
if (servedConfig.demoMode) {
  console.log(
    `\nDemo sign-in is on (demoMode in host/public/site.config.json): ${servedConfig.demoAccounts.map((account) => account.email).join(' or ')}, ` +
      'password VitalDemo#2026. A production config turns it off: host/site.config.production.json.',
  );
}
console.log(`\nThe site is running on http://localhost:${apps[0].port} (Ctrl+C stops it).`);

let isStopping = false;
const shutdown = async () => {
  if (isStopping) return;
  isStopping = true;
  await supervisor.stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
