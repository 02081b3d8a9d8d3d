// `pnpm bench`: the performance benchmark (not a test). Builds the production
// bundles, serves them exactly as `pnpm start` does (on ports 4600–4604, API
// 4700), runs Lighthouse (mobile preset, simulated throttling, Debian's
// chromium) over every route, and prints one table plus per-app bundle sizes.
// The same figures are written to bench-results/<timestamp>.json.
//
//   pnpm bench                       every route, median of 3 runs
//   pnpm bench --routes /,/about     a subset
//   pnpm bench --runs 1              quicker, noisier
//   pnpm bench --reports             also keeps each run's Lighthouse report (its long tasks, what ran in them)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { type App, apps, root, sitePorts, startSite } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { builtPagePaths, NOT_FOUND_PROBE } from './site-pages.ts';

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'boolean', default: false },
  },
});

const TARGETS = { score: 97, lcp: 1200, tbt: 100, cls: 0.02, homeJsKb: 160, remoteEntryKb: 8 };
/** What must hold on every route even where a target is missed; and the moonshot for '/'. */
const FLOORS = { score: 95, tbt: 150 };
const MOONSHOT = { score: 99, tbt: 50 };
const BASE = 4600;
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const runs = Math.max(1, Number(values.runs));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportsDir = path.join(root, 'bench-results', stamp);

await buildIfStale();

// Every page of the site as its build has it (the host's route table), and the not-found page.
const routes = values.routes
  ? values.routes.split(',').map((r) => r.trim())
  : [...builtPagePaths(path.join(root, 'host', 'dist')), NOT_FOUND_PROBE];

const server = await startSite({ ...process.env, ...sitePorts(BASE), PORTAL_DB: path.join(root, 'bench-results', 'bench.sqlite') });

const browser = await chromium.launch(chromiumLaunchOptions(['--remote-debugging-port=9333']));

/** What one Lighthouse run measured on a route: a metric Lighthouse could not take is undefined. */
interface Sample {
  score: number;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  jsKb: number;
  requests: number;
  /**
   * Lighthouse's measure of how fast this machine was during the run: a busy machine scores
   * low, and its blocking times are worth little.
   */
  benchmarkIndex: number | undefined;
}
type Metric = keyof Sample;
type Row = { route: string; samples: Sample[] } & Record<Metric, number>;

const METRICS: Metric[] = ['score', 'lcp', 'tbt', 'cls', 'jsKb', 'requests', 'benchmarkIndex'];

/** The median of the runs that produced the metric; NaN when none did. */
const median = (list: Array<number | undefined>) => {
  const sorted = list.filter((value) => typeof value === 'number').filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const fixed = (value: number, digits: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));

async function measure(route: string, run: number): Promise<Sample> {
  const result = await lighthouse(`http://localhost:${BASE}${route}`, {
    port: 9333,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The not-found route is answered 404 on purpose.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`${route}: Lighthouse returned no result`);
  const { audits, categories } = result.lhr;
  if (values.reports) {
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${route.replace(/\W+/g, '_') || '_'}-${run + 1}.json`), JSON.stringify(result.lhr));
  }
  const details = audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  if (result.lhr.runtimeError) process.stderr.write(`${route}: ${result.lhr.runtimeError.message}\n`);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    jsKb: jsBytes / 1024,
    requests: requests.length,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const rows: Row[] = [];
try {
  for (const route of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(route, i));
    const medians = Object.fromEntries(METRICS.map((key) => [key, median(samples.map((s) => s[key]))])) as Record<Metric, number>;
    rows.push({ route, samples, ...medians });
    process.stderr.write(`measured ${route}: TBT ${samples.map((s) => fixed(s.tbt ?? Number.NaN, 0)).join(' / ')} ms, BenchmarkIndex ${samples.map((s) => fixed(s.benchmarkIndex ?? Number.NaN, 0)).join(' / ')}\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}

function bundleSizes(app: App) {
  const dist = path.join(root, app.dir, 'dist');
  const files = fs.readdirSync(path.join(dist, 'js')).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, 'js', f));
  if (app.kind === 'remote') files.push(path.join(dist, 'remoteEntry.js'));
  const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const entry = app.kind === 'host' ? files.filter((f) => path.basename(f).startsWith('main.')) : [path.join(dist, 'remoteEntry.js')];
  return {
    app: app.id,
    files: files.length,
    totalKb: files.reduce((s, f) => s + fs.statSync(f).size, 0) / 1024,
    totalGzipKb: files.reduce((s, f) => s + gzip(f), 0) / 1024,
    entryGzipKb: entry.reduce((s, f) => s + gzip(f), 0) / 1024,
  };
}
const bundles = apps.map(bundleSizes);

const ok = (isMet: boolean) => (isMet ? '✓' : '✗');
const pad = (text: string | number, width: number) => String(text).padEnd(width);
/** A median with the runs behind it: `45 ✓ (32 45 88)`. */
const cell = (row: Row, metric: Metric, format: (value: number) => string, isMet: ((value: number) => boolean) | null) => {
  const median = format(row[metric]);
  const mark = isMet ? ` ${ok(isMet(row[metric]))}` : '';
  const each = row.samples.length > 1 ? ` (${row.samples.map((s) => (typeof s[metric] === 'number' ? format(s[metric]) : 'n/a')).join(' ')})` : '';
  return `${median}${mark}${each}`;
};
const wide = runs > 1;
console.log(`\nLighthouse ${lighthouseVersion} (mobile, simulated throttling), median of ${runs} run(s), the runs in brackets\n`);
console.log(
  pad('route', 26) + pad('perf', wide ? 20 : 8) + pad('LCP (s)', wide ? 25 : 9) + pad('TBT (ms)', wide ? 20 : 9) +
    pad('CLS', wide ? 28 : 10) + pad('JS (KB br)', 13) + pad('requests', 10) + 'BenchmarkIndex',
);
for (const r of rows) {
  console.log(
    pad(r.route, 26) +
      pad(cell(r, 'score', (v) => String(v), (v) => v >= TARGETS.score), wide ? 20 : 8) +
      pad(cell(r, 'lcp', (v) => fixed(v / 1000, 2), (v) => v <= TARGETS.lcp), wide ? 25 : 9) +
      pad(cell(r, 'tbt', (v) => fixed(v, 0), (v) => v <= TARGETS.tbt), wide ? 20 : 9) +
      pad(cell(r, 'cls', (v) => fixed(v, 3), (v) => v <= TARGETS.cls), wide ? 28 : 10) +
      pad(`${fixed(r.jsKb, 1)}${r.route === '/' ? ` ${ok(r.jsKb <= TARGETS.homeJsKb)}` : ''}`, 13) +
      pad(r.requests, 10) +
      cell(r, 'benchmarkIndex', (v) => fixed(v, 0), null),
  );
}
console.log('\nBundles (JavaScript)\n');
console.log(`${pad('app', 12)}${pad('files', 7)}${pad('raw (KB)', 11)}${pad('gzip (KB)', 11)}entry gzip (KB)`);
const isRemoteEntryMet = (b: (typeof bundles)[number]) => b.app === 'host' || b.entryGzipKb <= TARGETS.remoteEntryKb;
for (const b of bundles) {
  const entry = `${b.entryGzipKb.toFixed(1)}${b.app === 'host' ? '' : ` ${ok(isRemoteEntryMet(b))}`}`;
  console.log(pad(b.app, 12) + pad(b.files, 7) + pad(b.totalKb.toFixed(1), 11) + pad(b.totalGzipKb.toFixed(1), 11) + entry);
}
console.log(
  `\nTargets: performance ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, ` +
    `'/' JS ≤ ${TARGETS.homeJsKb} KB (brotli, as transferred), each remote entry ≤ ${TARGETS.remoteEntryKb} KB gzip`,
);
console.log(`Must hold on every route: performance ≥ ${FLOORS.score}, TBT ≤ ${FLOORS.tbt} ms. Moonshot: '/' performance ≥ ${MOONSHOT.score} with TBT ≤ ${MOONSHOT.tbt} ms`);
const budgets: Array<[string, boolean]> = [
  ['performance', rows.every((r) => r.score >= TARGETS.score)],
  ['LCP', rows.every((r) => r.lcp <= TARGETS.lcp)],
  ['TBT', rows.every((r) => r.tbt <= TARGETS.tbt)],
  ['CLS', rows.every((r) => r.cls <= TARGETS.cls)],
  ["'/' JS", rows.every((r) => r.route !== '/' || r.jsKb <= TARGETS.homeJsKb)],
  ['remote entries', bundles.every(isRemoteEntryMet)],
];
console.log(`Budgets: ${budgets.map(([name, isMet]) => `${name} ${isMet ? 'pass' : 'FAIL'}`).join(', ')}`);
const home = rows.find((r) => r.route === '/');
console.log(
  `Must hold: ${rows.every((r) => r.score >= FLOORS.score && r.tbt <= FLOORS.tbt) ? 'pass' : 'FAIL'}` +
    (home ? `; moonshot: ${home.score >= MOONSHOT.score && home.tbt <= MOONSHOT.tbt ? 'reached' : 'not reached'}` : ''),
);

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const out = path.join(root, 'bench-results', `${stamp}.json`);
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, routes: rows, bundles }, null, 2));
console.log(`\nWritten to ${path.relative(root, out)}${values.reports ? `; each run's Lighthouse report in ${path.relative(root, reportsDir)}/` : ''}`);
