// `pnpm load`: how many pages the page server sends under load, beside a
// static file from the same server. Starts the production site on its own
// ports (4600–4610, nginx 4650–4654, unless LOAD_PORT_BASE says otherwise), then runs autocannon
// with 20 connections that send a browser's Accept-Encoding, and prints
// requests per second, latency percentiles, errors and the budget's verdict.
// With --nginx, the same through nginx in front of --page-servers page servers
// (`pnpm start --nginx`), the static file then sent by nginx itself.
// Usage: pnpm load [--duration 10] [--connections 20] [--paths /,/about] [--nginx [--page-servers 2]]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startSite } from './apps.ts';

/** The page server's budget on the machine kind the site is sized for (2 cores): a target, not a setting. */
const BUDGET = { requestsPerSecond: 1000, p99Ms: 50 };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    paths: { type: 'string', default: '/,/about,/industries/finance' },
    nginx: { type: 'boolean', default: false },
    'page-servers': { type: 'string', default: '2' },
  },
});

const base = Number(process.env.LOAD_PORT_BASE ?? 4600);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-load-'));
const site = await startSite({ base, workDir, args: values.nginx ? ['--nginx', '--page-servers', values['page-servers']] : [] });
const port = values.nginx ? base + 50 : base;

const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,*/*' };
const run = (url: string) =>
  autocannon({ url, connections: Number(values.connections), duration: Number(values.duration), headers });

const rows = [];
try {
  for (const pathname of [...values.paths.split(','), '/robots.txt']) {
    // A short warm-up: caches filled, code optimised, as on a server that has been up a while.
    await autocannon({ url: `http://127.0.0.1:${port}${pathname}`, connections: 4, duration: 1, headers });
    const result = await run(`http://127.0.0.1:${port}${pathname}`);
    const isStatic = pathname === '/robots.txt';
    const errors = result.errors + result.timeouts + result.non2xx;
    const verdict = isStatic
      ? 'reference'
      : result.requests.average >= BUDGET.requestsPerSecond && result.latency.p99 <= BUDGET.p99Ms && errors === 0
        ? 'pass'
        : 'FAIL';
    rows.push({ pathname, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, kb: result.throughput.average / 1024 / result.requests.average, verdict });
  }
} finally {
  await site.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const topology = values.nginx ? `through nginx to ${values['page-servers']} page server(s)` : 'one page server, direct';
console.log(`\n${topology}; ${values.connections} connections, ${values.duration} s each, Accept-Encoding: ${headers['accept-encoding']}`);
console.log(`budget per page: ≥ ${BUDGET.requestsPerSecond} requests/s, p99 ≤ ${BUDGET.p99Ms} ms, 0 errors\n`);
console.log('| path | requests/s | p50 ms | p99 ms | errors | KB per response | budget |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.pathname} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.kb.toFixed(1)} | ${row.verdict} |`);
}
process.exitCode = rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
