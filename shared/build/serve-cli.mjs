#!/usr/bin/env node
// vital-serve: serve one app's production build alone, e.g. to deploy or try a
// single remote. Usage: vital-serve [--port N] [--host H] (run in the app folder)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveStatic } from './serve.mjs';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const appDir = process.cwd();
const isHost = path.basename(appDir) === 'host';
const port = Number(process.env.PORT ?? values.port ?? 8080);
const server = await serveStatic({
  root: path.join(appDir, 'dist'),
  port,
  host: values.host,
  spa: isHost,
  cors: !isHost,
});
console.log(`${values.app ?? path.basename(appDir)} on http://${values.host}:${port}`);
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
