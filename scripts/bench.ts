// `pnpm bench [--routes /,/about] [--runs 3] [--reports]`: Lighthouse (mobile, simulated throttling) over every
// route of the production site, served as `pnpm start` serves it on ports 4600–4610, and the bundle sizes,
// against the budgets of decision 021; written also to bench-results/<timestamp>.json.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { apps, builtPagePaths, NOT_FOUND_PROBE, printTable, root, startSite } from './apps.ts';
import { buildIfStale } from './build-if-stale.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const { values } = parseArgs({
  options: { routes: { type: 'string' }, runs: { type: 'string', default: '3' }, reports: { type: 'boolean', default: false } },
});

const TARGETS = { score: 97, lcp: 1200, tbt: 100, cls: 0.02, homeJsKb: 160, remoteEntryKb: 8 };
/** What must hold on every route even where a target is missed; and the moonshot for '/'. */
const FLOORS = { score: 95, tbt: 150 };
const MOONSHOT = { score: 99, tbt: 50 };
const BASE = 4600;
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
const runs = Math.max(1, Number(values.runs));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const resultsDir = path.join(root, 'bench-results');
const reportsDir = path.join(resultsDir, stamp);

// `benchmarkIndex`: how fast Lighthouse found this machine during the run. A busy machine scores low,
// and its blocking times are worth little.
const METRICS = ['score', 'lcp', 'tbt', 'cls', 'jsKb', 'requests', 'benchmarkIndex'] as const;
type Metric = (typeof METRICS)[number];
type Sample = Record<Metric, number | undefined>;
type Row = { route: string; samples: Sample[] } & Record<Metric, number>;

await buildIfStale();

const routes = values.routes ? values.routes.split(',').map((r) => r.trim()) : [...builtPagePaths(), NOT_FOUND_PROBE];

const server = await startSite({ base: BASE, workDir: resultsDir });
const browser = await chromium.launch(chromiumLaunchOptions(['--remote-debugging-port=9333']));

/** The median of the runs that produced the metric; NaN when none did. */
const median = (list: Array<number | undefined>) => {
  const sorted = list.filter((value): value is number => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const fixed = (value: number | undefined, digits: number) => (value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));

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
  const { audits, categories, runtimeError, environment } = result.lhr;
  if (values.reports) {
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${route.replace(/\W+/g, '_') || '_'}-${run + 1}.json`), JSON.stringify(result.lhr));
  }
  if (runtimeError) process.stderr.write(`${route}: ${runtimeError.message}\n`);
  const details = audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    jsKb: scripts.reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0) / 1024,
    requests: requests.length,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const rows: Row[] = [];
try {
  for (const route of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(route, i));
    const medians = Object.fromEntries(METRICS.map((key) => [key, median(samples.map((s) => s[key]))])) as Record<Metric, number>;
    rows.push({ route, samples, ...medians });
    const each = (metric: Metric) => samples.map((s) => fixed(s[metric], 0)).join(' / ');
    process.stderr.write(`measured ${route}: TBT ${each('tbt')} ms, BenchmarkIndex ${each('benchmarkIndex')}\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, 0) / 1024;
const bundles = apps.map((app) => {
  const dist = path.join(root, app.dir, 'dist');
  const files = fs.readdirSync(path.join(dist, 'js')).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, 'js', f));
  if (app.kind === 'remote') files.push(path.join(dist, 'remoteEntry.js'));
  const entry = app.kind === 'host' ? files.filter((f) => path.basename(f).startsWith('main.')) : [path.join(dist, 'remoteEntry.js')];
  return {
    app: app.id,
    files: files.length,
    totalKb: files.reduce((s, f) => s + fs.statSync(f).size, 0) / 1024,
    totalGzipKb: gzipKb(files),
    entryGzipKb: gzipKb(entry),
  };
});

const ok = (isMet: boolean) => (isMet ? '✓' : '✗');
/** A median with the runs behind it: `45 ✓ (32 45 88)`. */
const cell = (row: Row, metric: Metric, format: (value: number | undefined) => string, isMet?: (value: number) => boolean) => {
  const mark = isMet ? ` ${ok(isMet(row[metric]))}` : '';
  return `${format(row[metric])}${mark}${runs > 1 ? ` (${row.samples.map((s) => format(s[metric])).join(' ')})` : ''}`;
};
console.log(`\nLighthouse ${lighthouseVersion} (mobile, simulated throttling), median of ${runs} run(s), the runs in brackets\n`);
printTable([
  ['route', 'perf', 'LCP (s)', 'TBT (ms)', 'CLS', 'JS (KB br)', 'requests', 'BenchmarkIndex'],
  ...rows.map((r) => [
    r.route,
    cell(r, 'score', (v) => fixed(v, 0), (v) => v >= TARGETS.score),
    cell(r, 'lcp', (v) => fixed(v === undefined ? v : v / 1000, 2), (v) => v <= TARGETS.lcp),
    cell(r, 'tbt', (v) => fixed(v, 0), (v) => v <= TARGETS.tbt),
    cell(r, 'cls', (v) => fixed(v, 3), (v) => v <= TARGETS.cls),
    `${fixed(r.jsKb, 1)}${r.route === '/' ? ` ${ok(r.jsKb <= TARGETS.homeJsKb)}` : ''}`,
    String(r.requests),
    cell(r, 'benchmarkIndex', (v) => fixed(v, 0)),
  ]),
]);
console.log('\nBundles (JavaScript)\n');
const isRemoteEntryMet = (b: (typeof bundles)[number]) => b.app === 'host' || b.entryGzipKb <= TARGETS.remoteEntryKb;
printTable([
  ['app', 'files', 'raw (KB)', 'gzip (KB)', 'entry gzip (KB)'],
  ...bundles.map((b) => {
    const entry = `${fixed(b.entryGzipKb, 1)}${b.app === 'host' ? '' : ` ${ok(isRemoteEntryMet(b))}`}`;
    return [b.app, String(b.files), fixed(b.totalKb, 1), fixed(b.totalGzipKb, 1), entry];
  }),
]);
const budgets: Array<[name: string, target: string, isMet: boolean]> = [
  ['performance', `≥ ${TARGETS.score}`, rows.every((r) => r.score >= TARGETS.score)],
  ['LCP', `≤ ${TARGETS.lcp / 1000} s`, rows.every((r) => r.lcp <= TARGETS.lcp)],
  ['TBT', `≤ ${TARGETS.tbt} ms`, rows.every((r) => r.tbt <= TARGETS.tbt)],
  ['CLS', `≤ ${TARGETS.cls}`, rows.every((r) => r.cls <= TARGETS.cls)],
  ["'/' JS", `≤ ${TARGETS.homeJsKb} KB (brotli, as transferred)`, rows.every((r) => r.route !== '/' || r.jsKb <= TARGETS.homeJsKb)],
  ['each remote entry', `≤ ${TARGETS.remoteEntryKb} KB gzip`, bundles.every(isRemoteEntryMet)],
];
console.log(`\nTargets: ${budgets.map(([name, target]) => `${name} ${target}`).join(', ')}`);
console.log(
  `Must hold on every route: performance ≥ ${FLOORS.score}, TBT ≤ ${FLOORS.tbt} ms. ` +
    `Moonshot: '/' performance ≥ ${MOONSHOT.score} with TBT ≤ ${MOONSHOT.tbt} ms`,
);
console.log(`Budgets: ${budgets.map(([name, , isMet]) => `${name} ${isMet ? 'pass' : 'FAIL'}`).join(', ')}`);
const home = rows.find((r) => r.route === '/');
console.log(
  `Must hold: ${rows.every((r) => r.score >= FLOORS.score && r.tbt <= FLOORS.tbt) ? 'pass' : 'FAIL'}` +
    (home ? `; moonshot: ${home.score >= MOONSHOT.score && home.tbt <= MOONSHOT.tbt ? 'reached' : 'not reached'}` : ''),
);

const out = path.join(resultsDir, `${stamp}.json`);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, routes: rows, bundles }, null, 2));
console.log(`\nWritten to ${path.relative(root, out)}${values.reports ? `; each run's Lighthouse report in ${path.relative(root, reportsDir)}/` : ''}`);
