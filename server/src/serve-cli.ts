// vital-serve: serves one app's production build in its role on the site (`pnpm start` runs one per app).
//   vital-serve --role host|remote [--app NAME] [--port N, else $PORT, the folder's port in the remote contract, or 8080] [--host H]
//               [--metrics-port M, host only: else $PORT_METRICS, or the port + 90]   (run in the app's folder)
// Environment:
//   VITAL_SITE_CONFIG_OVERRIDES  host: JSON merged over dist/site.config.json
//   VITAL_FRAGMENT_DEADLINE_MS   host: how long it waits for a remote's fragment (500)
//   VITAL_RESOURCE_DEADLINE_MS   host: how long it waits for the API to say a record does not exist (400)
//   VITAL_PREVIEW_KEY            host: the key the release check signs its previews with (at least 24 characters); none: previews are off
//   VITAL_METRICS_HOST           host: where its field reports' /metrics and /health.json listen (127.0.0.1; decision 030)
//   VITAL_TRUST_PROXY            host: the proxies (addresses or CIDR blocks, comma-separated) whose X-Forwarded-For names
//                                the client of a field report (loopback: nginx beside the page servers)
//   VITAL_SITE_ORIGINS           remote: the site's origins, comma-separated, the only ones that may read its manifest
//   VITAL_RELEASES_DIR           remote: its release store is <dir>/<app>/, served under /releases/ (decision 017)
//   VITAL_API_BASE               remote: a page asked for with its path is rendered with this API's answers (decision 020),
//                                the API's address as the site's pages name it (its media addresses are the browser's);
//   VITAL_API_SERVER             remote: where this server reaches that API, when at another address (behind nginx);
//   VITAL_DATA_DEADLINE_MS       remote: how long it waits for each answer (300)
//   VITAL_SERVER_KEY             both: names the server to the API, whose general limit then never counts it (decision 013)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST, REMOTES } from '@vital/shared/contract';
import { METRICS_PORT_OFFSET } from './field/metrics-server.ts';
import { readPreviewKey } from './preview.ts';
import { closeServer, serve } from './serve.ts';

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    app: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'metrics-port': { type: 'string' },
  },
});
if (values.role !== 'host' && values.role !== 'remote') throw new Error('usage: vital-serve --role host|remote [--app NAME] [--port N] [--host H] [--metrics-port M]');

const appDir = process.cwd();
const app = values.app ?? path.basename(appDir);
const root = path.join(appDir, 'dist');
const contractPort = [HOST, ...REMOTES].find((facts) => facts.folder === path.basename(appDir))?.port;
const port = Number(values.port ?? process.env.PORT ?? contractPort ?? 8080);
const env = process.env;
const where = { root, port, host: values.host };
const metrics = { port: Number(values['metrics-port'] ?? env.PORT_METRICS ?? port + METRICS_PORT_OFFSET), host: env.VITAL_METRICS_HOST || '127.0.0.1' };
const trustedProxies = env.VITAL_TRUST_PROXY ? env.VITAL_TRUST_PROXY.split(',').map((entry) => entry.trim()).filter(Boolean) : undefined;
const server = await serve(
  values.role === 'host'
    ? {
        role: 'host',
        ...where,
        siteConfigOverrides: env.VITAL_SITE_CONFIG_OVERRIDES ? JSON.parse(env.VITAL_SITE_CONFIG_OVERRIDES) : undefined,
        previewKey: readPreviewKey(env),
        field: { metrics, trustedProxies },
      }
    : {
        role: 'remote',
        ...where,
        siteOrigins: (env.VITAL_SITE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
        dataApiBase: env.VITAL_API_BASE || undefined,
        dataApiServer: env.VITAL_API_SERVER || undefined,
        releases: env.VITAL_RELEASES_DIR ? path.join(env.VITAL_RELEASES_DIR, app) : undefined,
      },
);
console.log(`${app} on http://${values.host}:${port}`);
if (values.role === 'host') console.log(`${app}'s field reports: http://${metrics.host}:${metrics.port}/metrics and /health.json`);

const stop = () => closeServer(server).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started by a supervisor: never outlive it.
process.on('disconnect', stop);
