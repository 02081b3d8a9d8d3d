// `pnpm load [--duration 10] [--connections 20] [--paths /,/about] [--nginx [--page-servers 2]]`: pages per
// second from the page server under autocannon (a browser's Accept-Encoding), beside a static file, against
// the budget (decision 013). The site runs on its own ports: 4600–4610, nginx 4650–4654 (LOAD_PORT_BASE moves them).
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

const tableRows: string[] = [];
let isFailed = false;
try {
  for (const pathname of [...values.paths.split(','), '/robots.txt']) {
    const url = `http://127.0.0.1:${port}${pathname}`;
    // A short warm-up: caches filled, code optimised, as on a server that has been up a while.
    await autocannon({ url, connections: 4, duration: 1, headers });
    const result = await autocannon({ url, connections: Number(values.connections), duration: Number(values.duration), headers });
    const errors = result.errors + result.timeouts + result.non2xx;
    const { requests, latency } = result;
    const isMet = requests.average >= BUDGET.requestsPerSecond && latency.p99 <= BUDGET.p99Ms && errors === 0;
    const verdict = pathname === '/robots.txt' ? 'reference' : isMet ? 'pass' : 'FAIL';
    if (verdict === 'FAIL') isFailed = true;
    const kb = (result.throughput.average / 1024 / requests.average).toFixed(1);
    tableRows.push(`| ${pathname} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${errors} | ${kb} | ${verdict} |`);
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
for (const row of tableRows) console.log(row);
process.exitCode = isFailed ? 1 : 0;
