#!/usr/bin/env node
// vital-serve: serve one app's production build, e.g. to deploy or try a
// single remote. `pnpm start` runs one of these per app under its supervisor.
// Usage: vital-serve [--port N] [--host H] (run in the app folder)
// Environment: VITAL_SITE_CONFIG_OVERRIDES (JSON merged over the host's
// site.config.json), VITAL_FRAGMENT_DEADLINE_MS (how long the host waits for a
// remote's fragment, default 500), VITAL_RESOURCE_DEADLINE_MS (how long it waits for
// the API to say a page's record does not exist, default 400), VITAL_RELEASES_DIR (a remote
// serves its versions in <dir>/<app>/ under /releases/: docs/decisions/017-releases.md),
// VITAL_API_BASE (a remote renders a page asked for with its path with this API's answers:
// docs/decisions/020-fragments-with-data.md; VITAL_DATA_DEADLINE_MS, default 300, is how long
// it waits for each answer), VITAL_SITE_ORIGINS (comma-separated: the site's origins, the only
// ones a remote lets read its manifest; any origin when unset).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeServer, serveStatic } from './serve.mjs';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const appDir = process.cwd();
const isHost = path.basename(appDir) === 'host';
const port = Number(values.port ?? process.env.PORT ?? 8080);
const overrides = process.env.VITAL_SITE_CONFIG_OVERRIDES ? JSON.parse(process.env.VITAL_SITE_CONFIG_OVERRIDES) : undefined;
const server = await serveStatic({
  root: path.join(appDir, 'dist'),
  port,
  host: values.host,
  spa: isHost,
  cors: !isHost,
  siteOrigins: !isHost ? (process.env.VITAL_SITE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
  siteConfigOverrides: isHost && overrides ? () => overrides : undefined,
  dataApiBase: !isHost ? process.env.VITAL_API_BASE || undefined : undefined,
  releases: !isHost && process.env.VITAL_RELEASES_DIR ? path.join(process.env.VITAL_RELEASES_DIR, values.app ?? path.basename(appDir)) : undefined,
});
console.log(`${values.app ?? path.basename(appDir)} on http://${values.host}:${port}`);

const stop = () => closeServer(server).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started by a supervisor: never outlive it.
process.on('disconnect', stop);
