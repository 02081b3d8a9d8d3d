// `pnpm start`: builds what is missing or stale, then serves the production
// site (host on 3000, remotes on 3001–3004, portal API on 3100) until stopped.
//
// With VITAL_CONTROL_PORT set (the browser tests do), it also listens on that
// port, on loopback only, for requests that stop, restart or hang one app, so
// tests can take a remote down and bring it back.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { closeServer, serveStatic } from '../shared/build/serve.mjs';
import { apiPort, apps, pipeWithPrefix, portOverrides, root } from './apps.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const { values: flags } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

const extraOverrides = process.env.VITAL_SITE_CONFIG_OVERRIDES
  ? JSON.parse(process.env.VITAL_SITE_CONFIG_OVERRIDES)
  : {};
const siteConfigOverrides = () => {
  const overrides = { ...portOverrides(), ...extraOverrides };
  return Object.keys(overrides).length ? overrides : undefined;
};

if (!flags['no-build']) await buildIfStale();

/** @type {Map<string, { server: http.Server | net.Server, state: 'up' | 'hung' }>} */
const running = new Map();

async function startApp(app) {
  const server = await serveStatic({
    root: path.join(root, app.dir, 'dist'),
    port: app.port,
    spa: app.kind === 'host',
    cors: app.kind === 'remote',
    // `pnpm prerender` snapshots the live pages, never earlier snapshots.
    prerendered: app.kind === 'host' && process.env.VITAL_SERVE_PRERENDERED !== '0',
    siteConfigOverrides: app.kind === 'host' ? siteConfigOverrides : undefined,
  });
  running.set(app.id, { server, state: 'up' });
}

async function stopApp(app) {
  const entry = running.get(app.id);
  if (!entry) return;
  running.delete(app.id);
  if (entry.state === 'hung') {
    entry.sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => entry.server.close(resolve));
  } else {
    await closeServer(entry.server);
  }
}

/** Resolves once the URL answers, so nothing is served before the API can take calls. */
async function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Accepts connections and never answers: a remote that hangs. */
async function hangApp(app) {
  await stopApp(app);
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(app.port, '127.0.0.1', resolve));
  running.set(app.id, { server, state: 'hung', sockets });
}

let api;
const hasApi = fs.existsSync(path.join(root, 'portal-api', 'package.json'));

async function startApi() {
  if (api) return;
  api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'portal-api'),
    env: { ...process.env, PORT: String(apiPort), PORT_HOST: String(apps[0].port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeWithPrefix(api.stdout, '[api]', process.stdout);
  pipeWithPrefix(api.stderr, '[api]', process.stderr);
  const child = api;
  child.on('exit', (code) => {
    if (code) console.error(`[api] exited with ${code}`);
    if (api === child) api = undefined;
  });
  await waitForHealth(`http://127.0.0.1:${apiPort}/health`);
}

async function stopApi() {
  const child = api;
  if (!child) return;
  api = undefined;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

if (hasApi) {
  // Tests start from a fresh database; a restart by the control port keeps it.
  await startApi();
  delete process.env.PORTAL_DB_RESET;
}

for (const app of apps) await startApp(app);

let control;
if (process.env.VITAL_CONTROL_PORT) {
  const actions = { stop: stopApp, start: startApp, hang: hangApp };
  control = http.createServer(async (req, res) => {
    const [, action, id] = new URL(req.url ?? '/', 'http://localhost').pathname.split('/');
    if (req.method === 'POST' && id === 'api' && hasApi && (action === 'stop' || action === 'start')) {
      await (action === 'stop' ? stopApi() : startApi());
      res.writeHead(204).end();
      return;
    }
    const app = apps.find((a) => a.id === id);
    if (req.method !== 'POST' || !app || !(action in actions)) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (action === 'start' && running.get(id)?.state === 'hung') await stopApp(app);
      if (action !== 'start' || !running.has(id)) await actions[action](app);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => control.listen(Number(process.env.VITAL_CONTROL_PORT), '127.0.0.1', resolve));
}

for (const app of apps) console.log(`${app.id.padEnd(10)} http://localhost:${app.port}`);
if (api) console.log(`${'portal-api'.padEnd(10)} http://localhost:${apiPort}`);
console.log(`\nThe site is running on http://localhost:${apps[0].port} (Ctrl+C stops it).`);

const shutdown = async () => {
  await stopApi();
  control?.close();
  await Promise.all(apps.map(stopApp));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
