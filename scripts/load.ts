// `pnpm load [--duration 8] [--connections 20] [--paths /,/about] [--nginx [--page-servers 2]]`: each page's
// requests per second under Debian's wrk (a browser's Accept-Encoding) and the page servers' CPU meanwhile,
// beside a file of the same builds whose answer is about as large, measured in the same run, and the ratio
// of the two; the page server's budget (decision 013), or through nginx the cached page's (decision 029),
// on each page. The site runs on its own ports: 4600–4611, nginx 4650–4656 (LOAD_PORT_BASE moves them).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, remotes, root, startSite } from './apps.ts';
import { wrk, type WrkResult } from './testing/wrk.ts';

/** The page server's budget on the machine kind the site is sized for (2 cores): a target, not a setting. */
const BUDGET = { requestsPerSecond: 1000, p99Ms: 50 };
/** Through nginx a page is kept like a file (decision 029): as fast as a file of its size, its page servers idle. */
const NGINX_BUDGET = { ratio: 0.8, p99Ms: 10, pageServerCpuPercent: 10 };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    paths: { type: 'string', default: '/,/about,/industries/finance,/blogs/1' },
    nginx: { type: 'boolean', default: false },
    'page-servers': { type: 'string', default: '2' },
  },
});

const base = Number(process.env.LOAD_PORT_BASE ?? 4600);
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,*/*' };
const sitePort = values.nginx ? base + 50 : base;
/** Where each app's files are asked for: the site's port for the host, each remote's own after it. */
const filePort = (index: number) => (values.nginx ? base + 50 + index : base + index);

/** How many bytes an answer takes on the wire (compressed as the headers ask), or null when it is not a 200. */
function servedBytes(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(response.statusCode === 200 ? bytes : null));
      })
      .on('error', () => resolve(null));
  });
}

/** Every script of the builds (the host's and each remote's), with its size on the wire. */
async function buildFiles() {
  const files = await Promise.all(
    apps.flatMap((app, index) =>
      fs
        .readdirSync(path.join(root, app.dir, 'dist', 'js'))
        .filter((name) => name.endsWith('.js'))
        .map(async (name) => {
          const url = `http://127.0.0.1:${filePort(index)}/js/${name}`;
          return { url, name: `${app.id === 'host' ? '' : `${app.id}:`}/js/${name}`, bytes: await servedBytes(url) };
        }),
    ),
  );
  return files.filter((file): file is typeof file & { bytes: number } => file.bytes !== null);
}

/** The CPU seconds a process has used so far (user and system, from /proc). */
/** The machine's busy and total clock ticks since boot, from /proc/stat's first line. */
function machineTicks() {
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** Waits (up to 30 s) for a second in which the machine is 90 % idle: a site just started is still
 * compiling and collecting for a while after its pages answer, and would cost the first page measured. */
async function untilMachineIdle() {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = machineTicks();
    if ((after.busy - before.busy) / Math.max(1, after.total - before.total) < 0.1) return;
  }
}

function cpuSeconds(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, the 12th and 13th fields after the command, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** wrk after a second's warm-up (caches filled, code optimised, as on a server that has been up a while). */
async function measure(url: string): Promise<WrkResult> {
  await wrk({ url, connections: 4, durationS: 1, headers });
  return wrk({ url, connections: Number(values.connections), durationS: Number(values.duration), headers });
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-load-'));
const site = await startSite({ base, workDir, args: values.nginx ? ['--nginx', '--page-servers', values['page-servers']] : [] });
const rows: string[] = [];
let isFailed = false;
try {
  const files = await buildFiles();
  // The whole site warmed first (every page composed and kept, the servers' code optimised), as on a
  // server that has been up a while: else the first page measured pays for it.
  for (const pathname of values.paths.split(',')) await wrk({ url: `http://127.0.0.1:${sitePort}${pathname}`, connections: 4, durationS: 2, headers });
  await untilMachineIdle();
  for (const pathname of values.paths.split(',')) {
    const url = `http://127.0.0.1:${sitePort}${pathname}`;
    const pageBytes = (await servedBytes(url)) ?? 0;
    const file = files.reduce((best, candidate) => (Math.abs(candidate.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? candidate : best));
    // One after the other, never side by side: each has the machine to itself.
    const pageServers = [site.pidOf('host'), ...(values.nginx ? Array.from({ length: Number(values['page-servers']) - 1 }, (_, index) => site.pidOf(`host-${index + 2}`)) : [])];
    const busy = () => pageServers.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    await wrk({ url, connections: 4, durationS: 1, headers });
    const [cpuBefore, startedAt] = [busy(), performance.now()];
    const page = await wrk({ url, connections: Number(values.connections), durationS: Number(values.duration), headers });
    const pageServerCpu = (100 * (busy() - cpuBefore)) / ((performance.now() - startedAt) / 1000);
    const reference = await measure(file.url);
    const ratio = page.requestsPerSecond / reference.requestsPerSecond;
    const isMet = values.nginx
      ? ratio >= NGINX_BUDGET.ratio && page.latencyMs.p99 <= NGINX_BUDGET.p99Ms && pageServerCpu < NGINX_BUDGET.pageServerCpuPercent && page.errors === 0
      : page.requestsPerSecond >= BUDGET.requestsPerSecond && page.latencyMs.p99 <= BUDGET.p99Ms && page.errors === 0;
    if (!isMet) isFailed = true;
    rows.push(
      `| ${pathname} | ${kilobytes(pageBytes)} | ${Math.round(page.requestsPerSecond)} | ${page.latencyMs.p50.toFixed(1)} | ${page.latencyMs.p99.toFixed(1)} | ${page.errors} | ${pageServerCpu.toFixed(1)} % ` +
        `| ${file.name} | ${kilobytes(file.bytes)} | ${Math.round(reference.requestsPerSecond)} | ${reference.latencyMs.p99.toFixed(1)} | ${ratio.toFixed(2)} | ${isMet ? 'pass' : 'FAIL'} |`,
    );
  }
} finally {
  await site.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const topology = values.nginx ? `through nginx to ${values['page-servers']} page server(s), ${remotes.length} remotes' files from nginx` : 'one page server, direct; files from each app’s server';
console.log(`\n${topology}; wrk, 2 threads, ${values.connections} connections, ${values.duration} s each, Accept-Encoding: ${headers['accept-encoding']}`);
console.log(
  values.nginx
    ? `budget per page: ratio ≥ ${NGINX_BUDGET.ratio}, p99 ≤ ${NGINX_BUDGET.p99Ms} ms, page servers' CPU < ${NGINX_BUDGET.pageServerCpuPercent} % of a core, 0 errors; ratio: the page's requests/s over the file's\n`
    : `budget per page: ≥ ${BUDGET.requestsPerSecond} requests/s, p99 ≤ ${BUDGET.p99Ms} ms, 0 errors; ratio: the page's requests/s over the file's\n`,
);
console.log('| page | KB | requests/s | p50 ms | p99 ms | errors | page servers’ CPU (% of a core) | file of about its size | KB | requests/s | p99 ms | ratio | budget |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
process.exitCode = isFailed ? 1 : 0;
